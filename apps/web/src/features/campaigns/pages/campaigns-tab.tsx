import { CONFIRMATIONS, canSeeServiceQr, canUploadMailingList, ERROR_MESSAGES } from '@dealer/domain';
import { Anchor, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { QueryState } from '../../../components/query-state';
import { useCurrentDealer } from '../../auth';
import { type Campaign, useCampaignMutations, useCampaigns } from '../api/campaigns';
import { CampaignAvatar } from '../components/campaign-avatar';
import { CampaignDialog } from '../components/campaign-dialog';
import { CampaignLinks } from '../components/campaign-links';
import { QrCodeDialog, type QrTarget } from '../components/qr-code-dialog';
import { ServiceQrButton } from '../components/service-qr-button';
import { campaignTypeLabel, payloadOf } from '../lib/campaign-form';

/** What deleting a campaign does (issue 19: "Deleting a campaign keeps its appraisals"). */
export const CAMPAIGN_DELETE_NOTE = 'Its links stop working; appraisals already received keep the campaign.';

/**
 * The Campaigns tab (dealer admin, acquisition, finance and sales managers; part 2 sections 2.6
 * and 3): each campaign with its avatar, type, customer links (copy, QR code) and the appraisals
 * it brought in; an add button and the edit dialog with the automatic offer and the CRM switch.
 */
export function CampaignsTab() {
  const { dealer, roles } = useCurrentDealer();
  const campaigns = useCampaigns(dealer.id);
  const { save, remove } = useCampaignMutations();
  const [editing, setEditing] = useState<Campaign | null | undefined>(undefined);
  const [qr, setQr] = useState<QrTarget | null>(null);
  const admin = canUploadMailingList(roles);

  /** From the row or the edit dialog's footer; true when the campaign was deleted. */
  const onDelete = async (campaign: Campaign): Promise<boolean> => {
    if (!(await showConfirm(`${CONFIRMATIONS.areYouSure} ${CAMPAIGN_DELETE_NOTE}`))) return false;
    try {
      await remove.mutateAsync(campaign.id);
      notifications.show({ message: `Campaign ${campaign.name} deleted` });
      return true;
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Campaigns</Title>
        <Group gap="xs">
          {canSeeServiceQr(roles) ? <ServiceQrButton dealerId={dealer.id} dealerSlug={dealer.slug} /> : null}
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            Add campaign
          </Button>
        </Group>
      </Group>
      <QueryState query={campaigns} label="campaigns">
        {({ data }) =>
          data.length === 0 ? (
            <Text>No campaigns yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
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
                  {data.map((c) => (
                    <Table.Tr key={c.id} data-testid="campaign-row">
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <CampaignAvatar name={c.name} />
                          <Text size="sm" fw={500}>
                            {c.name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>{campaignTypeLabel(c.typeId)}</Table.Td>
                      <Table.Td>
                        <CampaignLinks campaign={c} onQr={setQr} />
                      </Table.Td>
                      <Table.Td ta="right">{c.appraisalCount}</Table.Td>
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {admin ? (
                            <Anchor
                              component={Link}
                              to={`/${dealer.slug}/settings/campaigns/${c.id}/mailing-list`}
                              size="sm"
                            >
                              Mailing list
                            </Anchor>
                          ) : null}
                          <EditDeleteButtons
                            name={c.name}
                            onEdit={() => setEditing(c)}
                            onDelete={() => void onDelete(c)}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <CampaignDialog
        campaign={editing}
        onSave={(id, values) => save.mutateAsync({ id, values: payloadOf(values) })}
        onDelete={onDelete}
        onClose={() => setEditing(undefined)}
      />
      <QrCodeDialog target={qr} onClose={() => setQr(null)} />
    </Stack>
  );
}
