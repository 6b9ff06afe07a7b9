import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCurrentDealer } from '../../auth';
import { useCampaignLists } from '../api/get-campaign-lists';
import { MailingListPanel } from '../components/mailing-list-panel';

/** /{dslug}/settings/campaigns/{campaignId}/mailing-list: a campaign's mailing lists (dealer admin). */
export function MailingListPage() {
  const { dealer } = useCurrentDealer();
  const campaignId = Number(useParams().campaignId);
  const campaign = useCampaignLists(dealer.id, campaignId);
  const back = (
    <Anchor component={Link} to={`/${dealer.slug}/settings/campaigns`}>
      Back to campaigns
    </Anchor>
  );
  if (!Number.isInteger(campaignId) || campaignId < 1 || campaign.isError)
    return (
      <Stack gap="md">
        <Title order={2}>Mailing list</Title>
        <Alert color="red" role="alert">
          {campaign.error?.message ?? 'Campaign not found.'}
        </Alert>
        {back}
      </Stack>
    );
  return (
    <Stack gap="md">
      {back}
      <Title order={2}>Mailing list</Title>
      {campaign.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading the campaign" />
        </Center>
      ) : (
        <>
          <Text>
            Campaign: <strong>{campaign.data.campaign.name}</strong>
          </Text>
          <MailingListPanel dealerId={dealer.id} campaignId={campaignId} />
        </>
      )}
    </Stack>
  );
}
