import {
  type ComparablePurchase,
  formatCurrency,
  formatDate,
  formatThousands,
  VALUATION_FIELDS,
  VALUATION_PROVIDERS,
  vehicleTitle,
} from '@dealer/domain';
import { Anchor, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import { TableScroll } from '../../../components/table-scroll';

interface ComparablePurchasesTableProps {
  purchases: ComparablePurchase[];
  slug: string;
}

const LABEL = 'Comparable purchases';
/** No sale date is recorded, so there is no days-to-sale column; the profit is the record's expected one. */
const PROFIT = 'Expected total profit';

const money = (value: number | null | undefined) => formatCurrency(value) || '—';
const miles = (value: number | null) => (value === null ? '—' : `${formatThousands(value)} mi`);

function VehicleLink({ purchase, slug }: { purchase: ComparablePurchase; slug: string }) {
  return (
    <Anchor component={Link} to={`/${slug}/appraisals/${purchase.id}`} size="sm" fw={600}>
      {vehicleTitle(purchase)}
    </Anchor>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right">
        {children}
      </Text>
    </Group>
  );
}

/** Each purchase: the vehicle, when it was bought, what each book said, what it cost and its expected profit. */
export function ComparablePurchasesTable({ purchases, slug }: ComparablePurchasesTableProps) {
  const cards = useCardLayout();
  if (cards)
    return (
      <CardList label={LABEL}>
        {purchases.map((p) => (
          <CardListItem key={p.id} testId="comparable-purchase">
            <VehicleLink purchase={p} slug={slug} />
            <CardLine label="Mileage">{miles(p.odometer)}</CardLine>
            <CardLine label="Bought">{formatDate(p.purchasedAt)}</CardLine>
            {VALUATION_PROVIDERS.map((book) => (
              <CardLine key={book.key} label={book.label}>
                {money(p[VALUATION_FIELDS[book.key]])}
              </CardLine>
            ))}
            <CardLine label="Actual cost">{money(p.actualCost)}</CardLine>
            <CardLine label={PROFIT}>{money(p.expectedTotalProfit)}</CardLine>
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <TableScroll label={`${LABEL} table`} minWidth={900}>
      <Table verticalSpacing={4} striped aria-label={LABEL}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Vehicle</Table.Th>
            <Table.Th ta="right">Mileage</Table.Th>
            <Table.Th>Bought</Table.Th>
            {VALUATION_PROVIDERS.map((book) => (
              <Table.Th key={book.key} ta="right">
                {book.label}
              </Table.Th>
            ))}
            <Table.Th ta="right">Actual cost</Table.Th>
            <Table.Th ta="right">{PROFIT}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((p) => (
            <Table.Tr key={p.id} data-testid="comparable-purchase">
              <Table.Td>
                <VehicleLink purchase={p} slug={slug} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {miles(p.odometer)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.purchasedAt)}</Table.Td>
              {VALUATION_PROVIDERS.map((book) => (
                <Table.Td key={book.key} ta="right">
                  {money(p[VALUATION_FIELDS[book.key]])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600}>
                {money(p.actualCost)}
              </Table.Td>
              <Table.Td ta="right">{money(p.expectedTotalProfit)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
