import { EMPTY_STATES, formatCurrency, type ValuationProvider } from '@dealer/domain';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ValuationResult } from '../api/get-appraisal-detail';
import { providerLabel, valuationView } from '../lib/valuation-view';
import { ManualMark } from './manual-mark';
import { ValuationDetails } from './valuation-details';

interface ValuationCardProps {
  appraisalId: number;
  provider: ValuationProvider;
  result: ValuationResult | null;
  /** A rerun is on its way: the panel says 'Loading...' instead of the old figures. */
  pending: boolean;
  /** The rerun controls. */
  children: ReactNode;
}

/**
 * One provider's panel (part 2 section 2.5): the latest result (when it ran, the selection, the
 * vehicle the provider matched, its figures) or 'No valuation performed on this record.', then the
 * controls to run it again.
 */
export function ValuationCard({ appraisalId, provider, result, pending, children }: ValuationCardProps) {
  const label = providerLabel(provider);
  const view = valuationView(provider, result);
  const titleId = `valuation-${provider}-title`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-testid={`valuation-${provider}`}>
      <Stack gap="xs">
        <Title order={4} size="h5" id={titleId}>
          {label}
        </Title>
        {pending ? (
          <Text role="status">Loading...</Text>
        ) : !view ? (
          <Text c="dimmed" size="sm">
            {EMPTY_STATES.valuation}
          </Text>
        ) : (
          <>
            <Group gap="xs">
              <Text fw={700} size="lg" aria-label={`${label} value`}>
                {view.value === null ? '—' : formatCurrency(view.value)}
              </Text>
              {view.manualNote !== null ? <ManualMark /> : null}
            </Group>
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                Run:{' '}
              </Text>
              {view.ranAt}
            </Text>
            {view.vehicle ? (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Vehicle:{' '}
                </Text>
                {view.vehicle}
              </Text>
            ) : null}
            {view.manualNote !== null ? (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Source:{' '}
                </Text>
                {view.manualNote}
              </Text>
            ) : (
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  Selection:{' '}
                </Text>
                {view.selection}
              </Text>
            )}
            <Table withRowBorders={false} verticalSpacing={2} fz="sm" aria-label={`${label} figures`}>
              <Table.Tbody>
                {view.rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row" fw={400} c="dimmed">
                      {row.label}
                    </Table.Th>
                    <Table.Td ta="right">{row.value === null ? '—' : formatCurrency(row.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {result ? <ValuationDetails appraisalId={appraisalId} provider={provider} resultId={result.id} /> : null}
          </>
        )}
        {children}
      </Stack>
    </Card>
  );
}
