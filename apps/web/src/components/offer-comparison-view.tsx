import {
  breakdownAmountText,
  type ComparisonDifference,
  effectAmountText,
  type OfferBreakdownLine,
  type OfferComparison,
  OFFER_COMPARISON_TEXTS as T,
} from '@dealer/domain';
import { Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { useId } from 'react';
import { CardList, CardListItem, useCardLayout } from './card-list';

/** One row of the comparison: an offer (its amount) or a change (its effect, signed). */
interface Row {
  kind: 'offer' | 'change';
  label: string;
  declared: string | null;
  found: string | null;
  figure: string;
  line: OfferBreakdownLine | ComparisonDifference;
  total?: boolean;
}

function rowsOf(c: OfferComparison): Row[] {
  const offer = (line: OfferBreakdownLine, total: boolean): Row => ({
    kind: 'offer',
    label: line.label,
    declared: null,
    found: null,
    figure: breakdownAmountText(line),
    line,
    total,
  });
  const change = (line: OfferBreakdownLine | ComparisonDifference, declared: string | null, found: string | null) => ({
    kind: 'change' as const,
    label: line.label,
    declared,
    found,
    figure: effectAmountText(line),
    line,
  });
  return [
    offer(c.previous, false),
    ...c.differences.map((d) => change(d, d.declared ?? T.notAsked, d.found)),
    ...(c.other ? [change(c.other, null, null)] : []),
    offer(c.offer, true),
  ];
}

/** Each row's amounts for a reader that adds them up (the journeys check the sum per end). */
const amounts = (line: Row['line']) => ({ 'data-amount': line.amount, 'data-amount-max': line.amountMax });

function ComparisonTable({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <Table aria-label={label} data-testid="offer-comparison" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{T.item}</Table.Th>
          <Table.Th>{T.declared}</Table.Th>
          <Table.Th>{T.found}</Table.Th>
          <Table.Th ta="right">{T.effect}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.label} {...amounts(r.line)}>
            <Table.Th scope="row" fw={r.total ? 700 : 400}>
              {r.label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.declared ?? ''}</Table.Td>
            <Table.Td>{r.found ?? ''}</Table.Td>
            <Table.Td ta="right" fw={r.total ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
              {r.figure}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ComparisonCards({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <CardList label={label}>
      {rows.map((r) => (
        <CardListItem key={r.label}>
          <div {...amounts(r.line)}>
            <Text fw={700}>{r.label}</Text>
            {r.declared !== null ? <Text size="sm">{`${T.declared}: ${r.declared}`}</Text> : null}
            {r.found !== null ? <Text size="sm">{`${T.found}: ${r.found}`}</Text> : null}
            <Text size="sm" fw={r.total ? 700 : 400}>
              {r.kind === 'change' ? `${T.effect}: ${r.figure}` : r.figure}
            </Text>
          </div>
        </CardListItem>
      ))}
    </CardList>
  );
}

/**
 * "What you told us, what we found" (domain offerComparison): the previous offer, each declared fact
 * beside what the inspection found with its effect, other adjustments and the new offer. A table,
 * or a card per row on a phone. The customer's offer page and the record's Inspection tab show it.
 */
export function OfferComparisonView({
  comparison,
  headingOrder,
  intro,
}: {
  comparison: OfferComparison;
  headingOrder: TitleOrder;
  intro: string;
}) {
  const cards = useCardLayout();
  const headingId = useId();
  const rows = rowsOf(comparison);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={headingOrder} size="h5" id={headingId}>
        {T.title}
      </Title>
      <Text size="sm">{intro}</Text>
      {cards ? <ComparisonCards rows={rows} label={T.title} /> : <ComparisonTable rows={rows} label={T.title} />}
    </Stack>
  );
}
