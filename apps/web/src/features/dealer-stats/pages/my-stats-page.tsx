import { EMPTY_STATES, STATS_PAGE_TITLES } from '@dealer/domain';
import { Alert, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDealerStats } from '../api/get-dealer-stats';
import { StatsCard } from '../components/stats-card';
import { WindowSelect } from '../components/window-select';
import { statsFilterFrom } from '../lib/stats-window';

const [EMPTY_HEADING, EMPTY_LINE] = EMPTY_STATES.stats.split(' / ');

/** /my/stats, "Dealer Stats" (part 2 section 2.4): one card per dealer of the group and type. */
export function MyStatsPage() {
  const [params, setParams] = useSearchParams();
  const { days } = statsFilterFrom(params.get('filter'));
  const stats = useDealerStats(days);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{STATS_PAGE_TITLES.dealerStats}</Title>
        <WindowSelect
          value={days}
          onChange={(d) => setParams({ filter: JSON.stringify({ days: d }) }, { replace: true })}
        />
      </Group>
      {stats.isPending ? (
        <Loader aria-label="Loading the statistics" />
      ) : stats.isError ? (
        <Alert color="red" role="alert">
          {stats.error.message}
        </Alert>
      ) : stats.data.length === 0 ? (
        <Stack gap={4} align="center" py="xl">
          <Title order={2} size="h3">
            {EMPTY_HEADING}
          </Title>
          <Text>{EMPTY_LINE}</Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={stats.isFetching}>
          {stats.data.map((row) => (
            <StatsCard key={`${row.id}-${row.appraisalTypeId}`} row={row} days={days} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
