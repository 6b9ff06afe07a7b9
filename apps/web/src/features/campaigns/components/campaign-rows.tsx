import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import type { Campaign } from '../api/campaigns';
import { campaignTypeLabel } from '../lib/campaign-form';
import { CampaignAvatar } from './campaign-avatar';
import { CampaignLinks } from './campaign-links';
import type { QrTarget } from './qr-code-dialog';

interface CampaignRowsProps {
  campaigns: readonly Campaign[];
  /** The mailing-list page's path of a campaign; null for roles that may not upload lists. */
  mailingListPath: ((campaign: Campaign) => string) | null;
  onQr: (target: QrTarget) => void;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

function NameCell({ campaign }: { campaign: Campaign }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <CampaignAvatar name={campaign.name} />
      <Text size="sm" fw={500}>
        {campaign.name}
      </Text>
    </Group>
  );
}

/**
 * The campaigns as a table, or as cards below 768 px: at 390 px the table's Mailing list, Edit and
 * Delete sat past the screen's edge with nothing to say they were there.
 */
export function CampaignRows({ campaigns, mailingListPath, onQr, onEdit, onDelete }: CampaignRowsProps) {
  const cards = useCardLayout();
  const actions = (c: Campaign) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {mailingListPath ? (
        <Anchor component={Link} to={mailingListPath(c)} size="sm" aria-label={`Mailing list of ${c.name}`}>
          Mailing list
        </Anchor>
      ) : null}
      <EditDeleteButtons name={c.name} onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} />
    </Group>
  );
  if (cards)
    return (
      <CardList label="Campaigns">
        {campaigns.map((c) => (
          <CardListItem key={c.id} testId="campaign-row">
            <NameCell campaign={c} />
            <Text size="sm">
              {campaignTypeLabel(c.typeId)} · Appraisals: {c.appraisalCount}
            </Text>
            <CampaignLinks campaign={c} onQr={onQr} />
            {actions(c)}
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <Table striped highlightOnHover verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Links</Table.Th>
          <Table.Th ta="right">Appraisals</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {campaigns.map((c) => (
          <Table.Tr key={c.id} data-testid="campaign-row">
            <Table.Td>
              <NameCell campaign={c} />
            </Table.Td>
            <Table.Td>{campaignTypeLabel(c.typeId)}</Table.Td>
            <Table.Td>
              <CampaignLinks campaign={c} onQr={onQr} />
            </Table.Td>
            <Table.Td ta="right">{c.appraisalCount}</Table.Td>
            <Table.Td>{actions(c)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
