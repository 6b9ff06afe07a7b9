import { formatCurrency, type OfferType, COMPARABLE_PURCHASES_TEXTS as TEXTS } from '@dealer/domain';
import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { useCurrentDealer } from '../../auth';
import { useComparablePurchases } from '../api/get-comparable-purchases';
import { againstMedianText, bandText, medianBasisText, shownText } from '../lib/comparable-view';
import { CARD_TITLES } from '../lib/worksheet-figures';
import { ComparablePurchasesTable } from './comparable-purchases-table';

interface ComparablePurchasesPanelProps {
  appraisalId: number;
  /** Each offer card's proposal as the card shows it now (typed, not yet saved, included). */
  auctionProposal: number;
  retailProposal: number;
}

const CARDS: readonly OfferType[] = ['auction', 'retail'];

/**
 * The dealer's own purchases of vehicles like this one (same make and model, model year ±1, mileage
 * band, last 12 months), what each book said and what each cost, and their median cost against the
 * worksheet's proposals as they are typed. Value data: the worksheet, and so this panel, is for
 * roles that may read valuations only.
 */
export const ComparablePurchasesPanel = memo(function ComparablePurchasesPanel({
  appraisalId,
  auctionProposal,
  retailProposal,
}: ComparablePurchasesPanelProps) {
  const proposals = { auction: auctionProposal, retail: retailProposal };
  const { dealer } = useCurrentDealer();
  const slug = dealer.slug;
  const query = useComparablePurchases(dealer.id, appraisalId);
  const data = query.data;
  return (
    <Card withBorder component="section" aria-labelledby="comparables-heading" padding="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="comparables-heading">
            {TEXTS.title}
          </Title>
          {data?.band ? (
            <Text size="sm" c="dimmed" data-testid="comparables-band">
              {bandText(data.band)}
            </Text>
          ) : null}
        </div>
        {query.isPending ? (
          <Loader size="sm" aria-label="Loading comparable purchases" />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {TEXTS.failed}
          </Alert>
        ) : !data?.band ? (
          <Text size="sm">{TEXTS.noVehicle}</Text>
        ) : data.count === 0 ? (
          <Text size="sm" data-testid="comparables-empty">
            {TEXTS.empty}
          </Text>
        ) : (
          <>
            <Group gap="xl" align="flex-start" wrap="wrap">
              <div>
                <Text size="sm" c="dimmed">
                  {medianBasisText(data)}
                </Text>
                <Text size="xl" fw={700} data-testid="comparables-median">
                  {formatCurrency(data.medianActualCost) || '—'}
                </Text>
              </div>
              {CARDS.map((card) => (
                <div key={card} data-testid="comparables-proposal">
                  <Text size="sm" c="dimmed">
                    {CARD_TITLES[card]} proposal {formatCurrency(proposals[card])}
                  </Text>
                  <Text size="sm" fw={600}>
                    {againstMedianText(proposals[card], data.medianActualCost)}
                  </Text>
                </div>
              ))}
            </Group>
            <ComparablePurchasesTable purchases={data.purchases} slug={slug} />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {shownText(data)}
              </Text>
              <Anchor component={Link} to={`/${slug}/appraisals/${appraisalId}/comparables`} size="sm">
                {TEXTS.link} ({data.count})
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
});
