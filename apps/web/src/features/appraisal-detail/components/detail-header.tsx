import { campaignDisplayName, formatDateTime, type RoleName, vehicleTitle } from '@dealer/domain';
import { Alert, Avatar, Badge, Button, Collapse, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { memo } from 'react';
import { useDlrapp } from '../../../lib/storage';
import { SnapshotBadge } from '../../vehicle-history';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import type { DetailAction } from '../lib/detail-actions';
import { campaignAvatar, estimateBadge, mileageText, stageLine, statusBadge } from '../lib/header-view';
import { ActionMenu } from './action-menu';
import { HeaderFields } from './header-fields';

interface DetailHeaderProps {
  record: AppraisalDetail;
  roles: readonly RoleName[];
  dealerId: number;
  actions: readonly DetailAction[];
  onAction: (action: DetailAction) => void;
}

/**
 * The header record (part 2 section 2.5): the vehicle, its stage and status, the estimate badge,
 * the campaign avatar and the action menu, then the editable header fields. Stacks on a phone.
 */
export const DetailHeader = memo(function DetailHeader({
  record,
  roles,
  dealerId,
  actions,
  onAction,
}: DetailHeaderProps) {
  const status = statusBadge(record);
  const estimate = estimateBadge(record);
  const campaign = campaignAvatar(record.campaign);
  const vehicle = [record.vin, mileageText(record.mileage), record.color].filter(Boolean);
  // The header's detail fields fold away (dlrapp collapsed.details), remembered across records.
  const [prefs, setPrefs] = useDlrapp();
  const collapsed = prefs.collapsed.details;
  const toggle = () => setPrefs((p) => ({ ...p, collapsed: { ...p.collapsed, details: !p.collapsed.details } }));

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
            {/* The heading first, at the top: where the page's first view (the server's) already drew it. */}
            <Group gap="sm" align="flex-start">
              <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                {vehicleTitle(record)}
              </Title>
              {campaign && record.campaign ? (
                <Tooltip label={campaignDisplayName(record.campaign)}>
                  <Avatar
                    color="grape"
                    radius="xl"
                    role="img"
                    aria-label={`Campaign ${campaignDisplayName(record.campaign)}`}
                  >
                    {campaign}
                  </Avatar>
                </Tooltip>
              ) : null}
            </Group>
            <Text size="sm" data-testid="vehicle-line" style={{ overflowWrap: 'anywhere' }}>
              {vehicle.join(' · ')}
            </Text>
            <Group gap="xs">
              <Badge variant="filled" color="blue.9" data-testid="stage">
                {stageLine(record)}
              </Badge>
              {status ? (
                <Badge variant="filled" color="gray.8" data-testid="status">
                  {status}
                </Badge>
              ) : null}
              {record.deletedAt ? (
                <Badge variant="filled" color="red.9" data-testid="archived">
                  Archived
                </Badge>
              ) : null}
              {estimate ? (
                <Badge variant="filled" color="teal.9" size="lg" data-testid="estimate">
                  Estimate {estimate}
                </Badge>
              ) : null}
            </Group>
            <SnapshotBadge vin={record.vin} />
          </Stack>
          <ActionMenu actions={actions} onAction={onAction} />
        </Group>
        {record.trfDealerName && record.trfDateTime ? (
          <Alert color="blue" variant="light" p="xs">
            Transferred with {record.trfDealerName} on {formatDateTime(record.trfDateTime)}
          </Alert>
        ) : null}
        {record.deletedAt ? (
          <Alert color="gray" variant="light" p="xs">
            Archived {formatDateTime(record.deletedAt)}
            {record.deletedByName ? ` by ${record.deletedByName}` : ''}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt={-8}>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-controls="detail-header-fields"
            rightSection={
              collapsed ? <IconChevronDown size={16} aria-hidden /> : <IconChevronUp size={16} aria-hidden />
            }
          >
            {collapsed ? 'Show details' : 'Hide details'}
          </Button>
        </Group>
        <Collapse expanded={!collapsed} id="detail-header-fields">
          <HeaderFields record={record} roles={roles} dealerId={dealerId} />
        </Collapse>
      </Stack>
    </Paper>
  );
});
