import {
  DASHBOARD_APP_TYPE,
  type DashboardType,
  type DashboardWindowDays,
  dashboardTitle,
  formatCurrency,
} from '@dealer/domain';
import { Alert, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCurrentDealer } from '../../auth';
import { useDealerDashboard } from '../api/get-dashboard';
import { AccuracyLookBack } from '../components/accuracy-look-back';
import { DashboardTile } from '../components/dashboard-tile';
import { WindowSelect } from '../components/window-select';
import { drillDownHref, windowFrom } from '../lib/stats-window';

const TYPES: { type: DashboardType; label: string; suffix: string }[] = [
  { type: 'trade-ins', label: 'Trade-ins', suffix: '' },
  { type: 'lease-returns', label: 'Lease returns', suffix: '/returns' },
];

/** The side totals' subject (part 2 section 2.2: "of accepted offers for trade-ins; of buying for lease returns"). */
const PROFIT_OF: Record<DashboardType, string> = { 'trade-ins': 'accepted offers', 'lease-returns': 'buying' };

/**
 * /{dslug}/appraisals/dashboard(/returns): '{dealer}'s Dashboard' (part 2 section 2.2). The window
 * lives in the query (`?days=`), so a tile's drill-down and the back button keep it.
 */
export function DealerDashboardPage() {
  const { dealer } = useCurrentDealer();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const type: DashboardType = pathname.endsWith('/returns') ? 'lease-returns' : 'trade-ins';
  const days = windowFrom(params.get('days'));
  const dashboard = useDealerDashboard(dealer.id, type, days);
  const base = `/${dealer.slug}/appraisals/dashboard`;
  const setDays = (next: DashboardWindowDays) => setParams({ days: String(next) }, { replace: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{dashboardTitle(dealer.name)}</Title>
        <Group gap="sm" align="flex-end">
          <Group gap={4} component="nav" aria-label="Dashboards">
            {TYPES.map((t) => (
              <Button
                key={t.type}
                component={Link}
                to={`${base}${t.suffix}?days=${days}`}
                size="compact-sm"
                variant={t.type === type ? 'light' : 'subtle'}
                aria-current={t.type === type ? 'page' : undefined}
              >
                {t.label}
              </Button>
            ))}
          </Group>
          <WindowSelect value={days} onChange={setDays} />
        </Group>
      </Group>
      {dashboard.isPending ? (
        <Loader aria-label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <Alert color="red" role="alert">
          {dashboard.error.message}
        </Alert>
      ) : (
        <Stack gap="md" aria-busy={dashboard.isFetching} style={{ opacity: dashboard.isPlaceholderData ? 0.6 : 1 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
            {dashboard.data.tiles.map((tile) => (
              <DashboardTile
                key={tile.key}
                tile={tile}
                trend={dashboard.data.trend?.[tile.key]}
                startDay={dashboard.data.startDay}
                href={drillDownHref(dealer.slug, DASHBOARD_APP_TYPE[type], tile.subType, days)}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} maw={640}>
            <Card withBorder>
              <Text size="sm">Total expected profit ({PROFIT_OF[type]})</Text>
              <Text fz="xl" fw={700} data-testid="profit-total">
                {formatCurrency(dashboard.data.expectedProfitTotal)}
              </Text>
            </Card>
            <Card withBorder>
              <Text size="sm">Average expected profit ({PROFIT_OF[type]})</Text>
              <Text fz="xl" fw={700} data-testid="profit-average">
                {formatCurrency(dashboard.data.expectedProfitAverage)}
              </Text>
            </Card>
          </SimpleGrid>
          <AccuracyLookBack dealerId={dealer.id} type={type} days={days} />
        </Stack>
      )}
    </Stack>
  );
}
