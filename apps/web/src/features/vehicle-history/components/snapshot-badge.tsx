import { EMPTY_STATES, pillarsInOrder, VIN_LENGTH } from '@dealer/domain';
import { Anchor, Button, Group, Skeleton, Text } from '@mantine/core';
import { useSnapshot } from '../hooks/use-snapshot';
import { useStartConnection } from '../hooks/use-start-connection';

interface SnapshotBadgeProps {
  vin: string | null;
  /** List rows: icons only (their texts in the link's name), no request while not connected. */
  compact?: boolean;
  /** False: nothing instead of "Login required" (phone cards, where height is scarce). */
  loginPrompt?: boolean;
}

/**
 * Spec part 1 section 2 "Vehicle-history snapshot badge": the four pillar icons in the provider's
 * order, a link to the report; "Login required" when not connected, which starts the connection.
 */
export function SnapshotBadge({ vin, compact = false, loginPrompt = true }: SnapshotBadgeProps) {
  const fullVin = vin && vin.length === VIN_LENGTH ? vin : null;
  if (!fullVin) return null;
  return <Badge vin={fullVin} compact={compact} loginPrompt={loginPrompt} />;
}

function Badge({ vin, compact, loginPrompt }: { vin: string; compact: boolean; loginPrompt: boolean }) {
  const { query, connected, report, message } = useSnapshot(vin, compact ? 'when-connected' : 'always');
  const start = useStartConnection();

  // While the first answer is on its way, the browser's memory may be out of date: wait for it.
  const loading = query.isPending && query.fetchStatus !== 'idle';
  if (loading) return <Skeleton h={20} w={compact ? 88 : 240} data-testid="vehicle-history" />;
  if (!connected) {
    if (!loginPrompt) return null;
    return (
      <Group gap={6} wrap="nowrap" data-testid="vehicle-history">
        <Button
          size={compact ? 'compact-sm' : 'xs'}
          variant="light"
          color="blue"
          c="blue.9"
          loading={start.isPending}
          onClick={() => start.mutate()}
          aria-label={compact ? `${EMPTY_STATES.carfaxLogin} for vehicle history of ${vin}` : undefined}
        >
          {EMPTY_STATES.carfaxLogin}
        </Button>
        {message && !compact ? (
          <Text size="xs" c="red.9" role="alert">
            {message}
          </Text>
        ) : null}
      </Group>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Text size="xs" c="dimmed" data-testid="vehicle-history">
        Vehicle history unavailable
      </Text>
    );
  }
  if (!report) {
    return (
      <Text size="xs" c="dimmed" data-testid="vehicle-history">
        No vehicle history report
      </Text>
    );
  }
  const pillars = pillarsInOrder(report);
  return (
    <Anchor
      href={`/carfax/report/${encodeURIComponent(vin)}`}
      target="_blank"
      rel="noopener"
      size="xs"
      c="inherit"
      data-testid="vehicle-history"
      aria-label={compact ? `Vehicle history report: ${pillars.map((p) => p.iconText).join(', ')}` : undefined}
      style={{ display: 'inline-block', minHeight: 24 }}
    >
      <Group gap={compact ? 4 : 10} wrap={compact ? 'nowrap' : 'wrap'} component="span">
        {pillars.map((p) => (
          <Group key={p.key} gap={4} wrap="nowrap" component="span" data-pillar={p.key}>
            <img
              src={p.iconUrl}
              alt=""
              width={compact ? 16 : 20}
              height={compact ? 16 : 20}
              title={compact ? p.iconText : undefined}
            />
            {compact ? null : <span>{p.iconText}</span>}
          </Group>
        ))}
        {compact ? null : <span style={{ textDecoration: 'underline' }}>Open report</span>}
      </Group>
    </Anchor>
  );
}
