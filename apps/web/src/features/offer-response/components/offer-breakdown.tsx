import { breakdownAmountText, type CustomerOfferBreakdown, type OfferBreakdownLine } from '@dealer/domain';
import { Stack, Table, Title } from '@mantine/core';

function Row({ line, total = false }: { line: OfferBreakdownLine; total?: boolean }) {
  const weight = total ? 700 : 400;
  return (
    <Table.Tr data-testid="breakdown-line" data-amount={line.amount} data-amount-max={line.amountMax}>
      <Table.Th scope="row" fw={weight}>
        {line.label}
      </Table.Th>
      <Table.Td ta="right" fw={weight} style={{ whiteSpace: 'nowrap' }}>
        {breakdownAmountText(line)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * How the offer was reached, as the letter prints it: value minus costs equals the offer (its last,
 * bold line); with "show customer equity", a second table: offer minus payoff equals equity.
 */
export function OfferBreakdown({ breakdown }: { breakdown: CustomerOfferBreakdown }) {
  return (
    <Stack gap="md">
      <section aria-labelledby="offer-breakdown">
        <Title order={2} size="h5" id="offer-breakdown" mb="xs">
          How we reached it
        </Title>
        <Table aria-labelledby="offer-breakdown" data-testid="offer-breakdown">
          <Table.Tbody>
            {breakdown.lines.map((line) => (
              <Row key={line.label} line={line} />
            ))}
            <Row line={breakdown.offer} total />
          </Table.Tbody>
        </Table>
      </section>
      {breakdown.equity ? (
        <section aria-labelledby="offer-equity">
          <Title order={2} size="h5" id="offer-equity" mb="xs">
            Your equity
          </Title>
          <Table aria-labelledby="offer-equity" data-testid="offer-equity">
            <Table.Tbody>
              <Row line={breakdown.offer} />
              <Row line={breakdown.equity.payoff} />
              <Row line={breakdown.equity.equity} total />
            </Table.Tbody>
          </Table>
        </section>
      ) : null}
    </Stack>
  );
}
