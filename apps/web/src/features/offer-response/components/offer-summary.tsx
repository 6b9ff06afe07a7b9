import type { PublicOffer } from '@dealer/domain';
import { formatThousands, OFFER_COMPARISON_TEXTS, offerAmountText } from '@dealer/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { OfferComparisonView } from '../../../components/offer-comparison-view';
import { OfferBreakdown } from './offer-breakdown';

export function vehicleLine(v: PublicOffer['vehicle']): string {
  return (
    [v.year, v.make, v.model, v.trim].filter((p) => p !== null && String(p).trim() !== '').join(' ') || 'Your vehicle'
  );
}

/**
 * The vehicle, the offer (or range, or "bring to store"), how an inspection changed it (only when
 * it did) and how it was reached.
 */
export function OfferSummary({ data }: { data: PublicOffer }) {
  const { vehicle, offer } = data;
  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-labelledby="offer-vehicle">
        <Title order={2} size="h4" id="offer-vehicle">
          {vehicleLine(vehicle)}
        </Title>
        <Text size="sm" c="dimmed">
          VIN {vehicle.vin}
          {vehicle.mileage !== null ? ` · ${formatThousands(vehicle.mileage)} miles` : ''}
        </Text>
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby="offer-amount">
        <Text size="sm" c="dimmed" id="offer-amount">
          Our offer
        </Text>
        <Text fz={28} fw={700} data-testid="offer-amount">
          {offerAmountText(offer)}
        </Text>
        <Text size="sm">{offer.terms}</Text>
      </Card>
      {data.comparison ? (
        <OfferComparisonView comparison={data.comparison} headingOrder={2} intro={OFFER_COMPARISON_TEXTS.intro} />
      ) : null}
      {data.breakdown ? <OfferBreakdown breakdown={data.breakdown} /> : null}
      {data.letterUrl ? (
        <Group>
          <a href={data.letterUrl} target="_blank" rel="noreferrer">
            Download the offer letter (PDF)
          </a>
        </Group>
      ) : null}
    </Stack>
  );
}
