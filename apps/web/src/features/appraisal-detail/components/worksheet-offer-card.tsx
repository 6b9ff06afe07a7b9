import { formatDateTime, type OfferCardState, type OfferType } from '@dealer/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { LastOffer } from '../lib/last-offer';
import { CARD_TITLES, type CardFigures, PROFIT_INDICATOR } from '../lib/worksheet-figures';
import { WorksheetMoneyField } from './worksheet-money-field';
import { WorksheetProposalField } from './worksheet-proposal-field';
import { WorksheetReadout } from './worksheet-readout';

interface WorksheetOfferCardProps {
  card: OfferType;
  figures: CardFigures;
  state: OfferCardState;
  offerSentAt: string | null;
  /** The offer this card made last (amount or range, when, who), or null. */
  lastOffer: LastOffer | null;
  /** Inputs editable (canWriteWorksheet and nothing pending). */
  editable: boolean;
  /** The card's button may be used (make offer for trade-ins, buy for lease returns). */
  actionable: boolean;
  onAction: () => void;
}

const FIELDS = {
  auction: { valuation: 'auctionValuation', proposal: 'auctionProposal' },
  retail: { valuation: 'retailValuation', proposal: 'retailProposal' },
} as const;

/**
 * One offer card (part 2 section 4): valuation and proposal inputs, total profit with the profit
 * indicator, customer profit, and its button (MAKE OFFER / RESEND, BUY / RE-BUY, or 'Buying').
 */
export function WorksheetOfferCard({
  card,
  figures,
  state,
  offerSentAt,
  lastOffer,
  editable,
  actionable,
  onAction,
}: WorksheetOfferCardProps) {
  const title = CARD_TITLES[card];
  const indicator = figures.profitStatus ? PROFIT_INDICATOR[figures.profitStatus] : null;
  return (
    <Card withBorder padding="md" component="section" aria-label={`${title} offer`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {title}
          </Title>
          {state.sent ? (
            <Badge color="teal.9" variant="filled">
              {offerSentAt && !lastOffer ? `Sent ${formatDateTime(offerSentAt)}` : 'Sent'}
            </Badge>
          ) : null}
        </Group>
        <WorksheetMoneyField name={FIELDS[card].valuation} label={`${title} valuation`} disabled={!editable} />
        <WorksheetProposalField
          name={FIELDS[card].proposal}
          label={`${title} proposal`}
          suggested={figures.suggestedProposal}
          disabled={!editable}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <WorksheetReadout label={`${title} total profit`} value={figures.totalProfit} />
          </div>
          {indicator ? (
            <Badge color={indicator.color} variant="filled" mb={6}>
              {indicator.label}
            </Badge>
          ) : null}
        </Group>
        <WorksheetReadout label={`${title} customer profit`} value={figures.customerProfit} />
        {lastOffer ? (
          <Stack gap={0} data-testid="last-offer" aria-label={`${title} last offer`} role="group">
            <Text size="sm" c="dimmed">
              Last offer
            </Text>
            <Text fw={700} data-testid="last-offer-amount">
              {lastOffer.amount}
            </Text>
            <Text size="sm" data-testid="last-offer-by">
              {lastOffer.who ? `${lastOffer.when} by ${lastOffer.who}` : lastOffer.when}
            </Text>
          </Stack>
        ) : null}
        {state.buying ? (
          <Badge size="lg" color="green.9" variant="filled" fullWidth>
            {state.label}
          </Badge>
        ) : (
          <Button onClick={onAction} disabled={!actionable}>
            {state.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
