import { CAMPAIGN_TYPE_LABELS, type CampaignTypeId, formatDate } from '@dealer/domain';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useCurrentDealer } from '../../auth';
import { useSettingsCampaigns } from '../api/get-campaigns';
import { QueryState } from '../components/query-state';

/**
 * The Campaigns tab (dealer admin, acquisition, finance and sales managers): the dealer's
 * campaigns with their customer links. Adding and editing campaigns is a later issue.
 */
export function CampaignsTab() {
  const { dealer } = useCurrentDealer();
  const campaigns = useSettingsCampaigns(dealer.id);
  return (
    <Stack gap="md">
      <Title order={2}>Campaigns</Title>
      <QueryState query={campaigns} label="campaigns">
        {({ data }) =>
          data.length === 0 ? (
            <Text>No campaigns yet.</Text>
          ) : (
            <Table.ScrollContainer minWidth={520}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Links</Table.Th>
                    <Table.Th>Created</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{c.name}</Table.Td>
                      <Table.Td>{c.typeId ? CAMPAIGN_TYPE_LABELS[c.typeId as CampaignTypeId] : 'None'}</Table.Td>
                      <Table.Td>
                        <Anchor href={c.links.tradein} target="_blank" rel="noopener noreferrer" size="sm">
                          Trade-in form
                        </Anchor>
                        {' · '}
                        <Anchor href={c.links.return} target="_blank" rel="noopener noreferrer" size="sm">
                          Lease return form
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatDate(c.createdAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
