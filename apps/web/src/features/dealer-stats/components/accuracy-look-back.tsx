import {
  type AccuracyFigures,
  type DashboardType,
  formatPercent,
  type MakeAccuracy,
  VALUATION_PROVIDERS,
} from '@dealer/domain';
import { Alert, Badge, Card, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CardList, CardListItem, useCardLayout } from '../../../components/card-list';
import { TableScroll } from '../../../components/table-scroll';
import { useAccuracyLookBack } from '../api/get-accuracy';
import { bookLabel, differenceText, mostAccurate } from '../lib/accuracy-view';

/**
 * The accuracy look-back (issue 21, beyond the spec): for the vehicles bought in the window, how far
 * each book and each appraiser was from what the vehicle really cost, so a dealer sees which book
 * to trust for which makes and whose appraisals run high or low.
 */
export function AccuracyLookBack({ dealerId, type, days }: { dealerId: number; type: DashboardType; days: number }) {
  const look = useAccuracyLookBack(dealerId, type, days);
  return (
    <Card withBorder component="section" aria-labelledby="accuracy-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="accuracy-heading">
            Accuracy look-back
          </Title>
          <Text size="sm" c="dimmed">
            Each book's value and each appraiser's offer against the actual cost of the vehicles bought in this window.
            Differences are what was said minus what the vehicle cost.
          </Text>
        </div>
        {look.isPending ? (
          <Loader size="sm" aria-label="Loading the accuracy look-back" />
        ) : look.isError ? (
          <Alert color="red" role="alert">
            {look.error.message}
          </Alert>
        ) : look.data.records === 0 ? (
          <Text size="sm">
            No bought vehicles in this window yet: the look-back starts once an actual cost is entered on a worksheet.
          </Text>
        ) : (
          <>
            <Text size="sm" data-testid="accuracy-records">
              Vehicles bought: {look.data.records}
            </Text>
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <FiguresTable
                label="By book"
                first="Book"
                rows={look.data.books.map((b) => ({ key: b.book, name: bookLabel(b.book), figures: b }))}
                empty="No book values on these vehicles."
              />
              <FiguresTable
                label="By appraiser"
                first="Appraiser"
                rows={look.data.appraisers.map((a) => ({ key: String(a.userId), name: a.name, figures: a }))}
                empty="No offers on these vehicles: an appraiser is compared once an offer was made on a bought vehicle."
              />
            </SimpleGrid>
            <MakesTable makes={look.data.makes} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** One line of a card: a column's header and the row's value. */
function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      {label}: {children}
    </Text>
  );
}

function FiguresTable(props: {
  label: string;
  first: string;
  rows: { key: string; name: string; figures: AccuracyFigures }[];
  /** What an empty table says, in one row under its headers. */
  empty: string;
}) {
  // Below 768 px a card per row: the table's "Average error" sat past a 390 px screen's edge.
  const cards = useCardLayout();
  if (cards)
    return (
      <CardList label={props.label}>
        {props.rows.map((r) => (
          <CardListItem key={r.key}>
            <Text size="sm" fw={600}>
              {r.name}
            </Text>
            <CardLine label="Vehicles">{r.figures.records}</CardLine>
            <CardLine label="Average difference">{differenceText(r.figures)}</CardLine>
            <CardLine label="Average error">{formatPercent(r.figures.meanAbsolutePercent)}</CardLine>
          </CardListItem>
        ))}
      </CardList>
    );
  return (
    <TableScroll label={props.label} minWidth={420}>
      <Table verticalSpacing={4} aria-label={props.label}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{props.label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.first}</Table.Th>
            <Table.Th ta="right">Vehicles</Table.Th>
            <Table.Th ta="right">Average difference</Table.Th>
            <Table.Th ta="right">Average error</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4} c="dimmed" data-testid="accuracy-empty">
                {props.empty}
              </Table.Td>
            </Table.Tr>
          ) : null}
          {props.rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td ta="right">{r.figures.records}</Table.Td>
              <Table.Td ta="right">{differenceText(r.figures)}</Table.Td>
              <Table.Td ta="right">{formatPercent(r.figures.meanAbsolutePercent)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function MostAccurate() {
  return (
    <Badge ml={6} size="xs" color="teal.9" variant="filled">
      Most accurate
    </Badge>
  );
}

/** Per make, each book's average error; the most accurate book of the make is marked. */
function MakesTable({ makes }: { makes: MakeAccuracy[] }) {
  const cards = useCardLayout();
  if (cards)
    return (
      <CardList label="By make">
        {makes.map((m) => {
          const best = mostAccurate(m.books);
          return (
            <CardListItem key={m.make}>
              <Text size="sm" fw={600}>
                {m.make || 'Unknown'}
              </Text>
              {VALUATION_PROVIDERS.map((p) => {
                const figures = m.books.find((b) => b.book === p.key);
                return (
                  <CardLine key={p.key} label={p.label}>
                    {figures ? formatPercent(figures.meanAbsolutePercent) : '–'}
                    {best === p.key ? <MostAccurate /> : null}
                  </CardLine>
                );
              })}
            </CardListItem>
          );
        })}
      </CardList>
    );
  return (
    <TableScroll label="By make" minWidth={520}>
      <Table verticalSpacing={4} aria-label="By make">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          By make: average error of each book
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Make</Table.Th>
            {VALUATION_PROVIDERS.map((p) => (
              <Table.Th key={p.key} ta="right">
                {p.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {makes.map((m) => {
            const best = mostAccurate(m.books);
            return (
              <Table.Tr key={m.make}>
                <Table.Td>{m.make || 'Unknown'}</Table.Td>
                {VALUATION_PROVIDERS.map((p) => {
                  const figures = m.books.find((b) => b.book === p.key);
                  return (
                    <Table.Td key={p.key} ta="right">
                      {figures ? formatPercent(figures.meanAbsolutePercent) : '–'}
                      {best === p.key ? <MostAccurate /> : null}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
