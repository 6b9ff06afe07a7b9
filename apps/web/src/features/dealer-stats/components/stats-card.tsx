import type { DealerStatsRow } from '@dealer/domain';
import { type DealerStatsAppType, type DealerStatsSubType, formatCurrency, statsPercent } from '@dealer/domain';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { drillDownHref } from '../lib/stats-window';

interface Figure {
  label: string;
  count: number;
  /** The server fraction, shown as a rounded percent (part 2 section 9). */
  fraction?: number;
  subType: DealerStatsSubType;
}

function figuresOf(row: DealerStatsRow, appType: DealerStatsAppType): Figure[] {
  const head: Figure[] = [
    { label: 'Submitted', count: row.totalSubmitted, subType: 'submitted' },
    {
      label: 'Inspections completed',
      count: row.totalInspected,
      fraction: row.totalInspectedPct,
      subType: 'inspected',
    },
  ];
  if (appType === 'trade') {
    return [
      ...head,
      { label: 'Offers sent', count: row.totalOfferSent, fraction: row.totalOfferSentPct, subType: 'offers-sent' },
      {
        label: 'Offers accepted',
        count: row.totalOfferAccepted,
        fraction: row.totalOfferAcceptedPct,
        subType: 'offers-accepted',
      },
      { label: 'Total converted', count: row.totalBuying, fraction: row.totalConvertedPct, subType: 'buying' },
    ];
  }
  return [
    ...head,
    { label: 'Buying', count: row.totalBuying, subType: 'buying' },
    { label: 'Grounding', count: row.totalGrounding, subType: 'grounding' },
    { label: 'Total converted', count: row.totalBuying, fraction: row.totalConvertedPct, subType: 'buying' },
  ];
}

/** One dealer and appraisal type on /my/stats: the funnel, each figure linking to the dealer's drill-down. */
export function StatsCard({ row, days }: { row: DealerStatsRow; days: number }) {
  const appType: DealerStatsAppType = row.appraisalTypeId === 2 ? 'returns' : 'trade';
  const typeLabel = appType === 'trade' ? 'Trade-ins' : 'Lease returns';
  return (
    <Card withBorder padding="md" data-stats-card={`${row.dealerSlug}/${appType}`}>
      <Title order={2} size="h4">
        {row.name}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {typeLabel}
      </Text>
      <Stack gap={4}>
        {figuresOf(row, appType).map((f) => (
          <Group key={f.label} justify="space-between" gap="xs" wrap="nowrap">
            <Anchor component={Link} to={drillDownHref(row.dealerSlug, appType, f.subType, days)} size="sm">
              {f.label}
            </Anchor>
            <Text size="sm" fw={600}>
              {f.count}
              {f.fraction === undefined ? '' : ` (${statsPercent(f.fraction)}%)`}
            </Text>
          </Group>
        ))}
        {row.expectedProfitTotal === null ? null : (
          <>
            <Figure label="Total expected profit" value={formatCurrency(row.expectedProfitTotal)} />
            <Figure label="Average expected profit" value={formatCurrency(row.expectedProfitAverage)} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
