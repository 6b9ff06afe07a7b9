import { CONFIRMATIONS, canSeeServiceQr, canUploadMailingList, ERROR_MESSAGES } from '@dealer/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { useCurrentDealer } from '../../auth';
import { type Campaign, useCampaignMutations, useCampaigns } from '../api/campaigns';
import { CampaignDialog } from '../components/campaign-dialog';
import { CampaignRows } from '../components/campaign-rows';
import { QrCodeDialog, type QrTarget } from '../components/qr-code-dialog';
import { ServiceQrButton } from '../components/service-qr-button';
import { payloadOf } from '../lib/campaign-form';

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
            <CampaignRows
              campaigns={data}
              mailingListPath={admin ? (c) => `/${dealer.slug}/settings/campaigns/${c.id}/mailing-list` : null}
              onQr={setQr}
              onEdit={setEditing}
              onDelete={(c) => void onDelete(c)}
            />
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
