import {
  canSeeWorksheet,
  EMPTY_STATES,
  formatCurrency,
  formatDateTime,
  formatThousands,
  inspectionStatusLabel,
  isInspectionRequested,
  type RoleName,
} from '@dealer/domain';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { FieldLabel } from './field-label';
import { InspectionDetails } from './inspection-details';
import { InspectionOfferComparison } from './inspection-offer-comparison';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <FieldLabel>{label}</FieldLabel>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

/**
 * Inspection tab (part 2 section 2.5): "Customer Capture Link and Condition Report Link (condition
 * report only when a result exists), an embedded report; otherwise 'Inspection results are not
 * currently available.'".
 */
export function InspectionTab({
  record,
  dealerId,
  roles,
}: {
  record: AppraisalDetail;
  dealerId: number;
  roles: readonly RoleName[];
}) {
  const capture = record.inspection?.captureUrl ?? null;
  const report = record.paveInspectResult?.data ?? null;
  const reportUrl = report?.reportUrl ?? null;

  return (
    <Stack gap="md">
      <Group gap="xs">
        <FieldLabel>Inspection status</FieldLabel>
        {/* Idle by default, also when no inspection was asked for (part 2 section 3). */}
        <Badge
          variant="filled"
          color={isInspectionRequested(record) ? 'blue.9' : 'gray.8'}
          data-testid="inspection-status"
        >
          {inspectionStatusLabel(record.paveInspectStatus)}
        </Badge>
        {record.paveInspectResultId ? (
          <InspectionDetails dealerId={dealerId} appraisalId={record.id} resultId={record.paveInspectResultId} />
        ) : null}
      </Group>
      <Group gap="xl">
        {capture ? (
          <Anchor href={capture} target="_blank" rel="noopener noreferrer">
            Customer Capture Link
          </Anchor>
        ) : null}
        {reportUrl ? (
          <Anchor href={reportUrl} target="_blank" rel="noopener noreferrer">
            Condition Report Link
          </Anchor>
        ) : null}
      </Group>
      {report ? (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="Grade" value={report.grade?.toFixed(1) ?? ''} />
            <Figure label="Estimated damage" value={formatCurrency(report.estimatedDamage)} />
            <Figure label="Inspected mileage" value={formatThousands(report.inspectedMileage)} />
            <Figure
              label="Completed"
              value={formatDateTime(report.completedAt ?? record.paveInspectResult?.createdAt)}
            />
          </SimpleGrid>
          {/* After a sent offer, what resending would tell the customer about this inspection. */}
          {record.offerSentAt && canSeeWorksheet(roles) ? (
            <InspectionOfferComparison dealerId={dealerId} appraisalId={record.id} />
          ) : null}
          {reportUrl ? (
            <iframe
              title={`Condition report for ${record.vin}`}
              src={reportUrl}
              style={{
                width: '100%',
                height: '80vh',
                border: '1px solid var(--mantine-color-gray-4)',
                borderRadius: 8,
              }}
            />
          ) : null}
        </>
      ) : (
        <Text>{EMPTY_STATES.inspection}</Text>
      )}
    </Stack>
  );
}
