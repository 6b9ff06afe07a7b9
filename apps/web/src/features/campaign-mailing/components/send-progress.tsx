import type { MailingSendProgress } from '@dealer/domain';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';

const n = (value: number) => value.toLocaleString('en-US');

/** A send under way: how far it got (sent, failed, skipped, left) and a way to stop it. */
export function SendProgress({
  progress,
  onCancel,
  cancelling,
}: {
  progress: MailingSendProgress;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const done = progress.total - progress.left;
  const percent = progress.total > 0 ? Math.round((done / progress.total) * 100) : 100;
  return (
    <Stack gap="xs" data-testid="mailing-send-progress">
      <Progress value={percent} size="lg" aria-label={`Sending progress: ${n(done)} of ${n(progress.total)} rows`} />
      <Group justify="space-between" align="center" wrap="wrap">
        <Text role="status" aria-live="polite">
          Sending: {n(progress.sent)} sent, {n(progress.failed)} failed
          {progress.skipped > 0 ? `, ${n(progress.skipped)} skipped` : ''}, {n(progress.left)} left.
        </Text>
        <Button variant="default" onClick={onCancel} loading={cancelling}>
          Cancel sending
        </Button>
      </Group>
    </Stack>
  );
}
