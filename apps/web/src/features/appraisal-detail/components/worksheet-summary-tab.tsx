import { formatCurrency, formatCurrencyWhole, sortBidsByProfit } from '@dealer/domain';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { FieldLabel } from './field-label';

const FIGURES: readonly { key: keyof AppraisalDetail; label: string }[] = [
  { key: 'adjustedPayoffAmount', label: 'Payoff' },
  { key: 'reconditioningCost', label: 'Recon' },
  { key: 'auctionValuation', label: 'Wholesale valuation' },
  { key: 'retailValuation', label: 'Retail valuation' },
  { key: 'auctionProjectedEquity', label: 'Equity' },
  { key: 'profitObjective', label: 'Profit objective' },
  { key: 'expectedTotalProfit', label: 'Expected profit' },
  { key: 'mmrVal', label: 'MMR' },
  { key: 'jdpVal', label: 'JDP' },
  { key: 'galvesVal', label: 'Galves' },
  { key: 'blackbookVal', label: 'Black Book' },
];

/**
 * Vehicle Assessment tab, read-only for now: the stored worksheet figures, the notes and the bids.
 * The worksheet editor replaces it in the next issue.
 */
export function WorksheetSummaryTab({ record }: { record: AppraisalDetail }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {FIGURES.map((f) => {
          const raw = record[f.key];
          const value = typeof raw === 'number' ? formatCurrency(raw) : '';
          return (
            <Stack gap={0} key={f.key}>
              <FieldLabel>{f.label}</FieldLabel>
              <Text>{value || '—'}</Text>
            </Stack>
          );
        })}
      </SimpleGrid>
      {record.packageNotes ? (
        <Stack gap={2}>
          <FieldLabel>Notes</FieldLabel>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{record.packageNotes}</Text>
        </Stack>
      ) : null}
      <Title order={2} size="h4">
        Bids
      </Title>
      {record.bids.length === 0 ? (
        <Text>No bids.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label="Bids">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Bidder</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Profit</Table.Th>
                <Table.Th>Preferred</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sortBidsByProfit(record.bids).map((b) => (
                <Table.Tr key={b.id}>
                  <Table.Td>{b.bidderName}</Table.Td>
                  <Table.Td>{formatCurrencyWhole(b.amount)}</Table.Td>
                  <Table.Td>{formatCurrency(b.profit)}</Table.Td>
                  <Table.Td>{b.isPreferred ? 'Yes' : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
