import { VALUATION_PROVIDERS } from '@dealer/domain';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state';
import { useProviderCalls } from '../api/provider-calls';

const labelOf = (key: string) => VALUATION_PROVIDERS.find((p) => p.key === key)?.label ?? key;

/** "Month 2026-11" as "November 2026" (the month is UTC, as the server counts it). */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Read-only on the Defaults tab (issue 23): how many calls the dealer made to each paid valuation
 * provider this month, so the bill holds no surprise. Reruns that reuse a stored answer and values
 * entered by hand are not calls.
 */
export function ProviderCallsBlock({ dealerId }: { dealerId: number }) {
  const calls = useProviderCalls(dealerId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="provider-calls-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="provider-calls-title">
          Provider calls this month
        </Title>
        <QueryState query={calls} label="provider calls">
          {(data) => (
            <>
              <Text size="sm" c="dimmed">
                {monthName(data.month)}
              </Text>
              <Table
                withRowBorders={false}
                verticalSpacing={2}
                fz="sm"
                maw={320}
                aria-labelledby="provider-calls-title"
              >
                <Table.Tbody>
                  {data.providers.map((p) => (
                    <Table.Tr key={p.provider}>
                      <Table.Th scope="row" fw={400}>
                        {labelOf(p.provider)}
                      </Table.Th>
                      <Table.Td ta="right" data-testid={`provider-calls-${p.provider}`}>
                        {p.calls.toLocaleString('en-US')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
