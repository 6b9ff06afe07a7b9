import { EMPTY_STATES, formatCurrency, formatDateTime, formatThousands } from '@dealer/domain';
import { Alert, Button, Code, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiResult } from '../api/get-api-result';
import { FieldLabel } from './field-label';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <FieldLabel>{label}</FieldLabel>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

/**
 * The inspection panel's "details": the result's summary (GET .../api-results/{id}/info) and the
 * provider's answer as stored (GET .../api-results/{id}), loaded when opened.
 */
export function InspectionDetails({
  dealerId,
  appraisalId,
  resultId,
}: {
  dealerId: number;
  appraisalId: number;
  resultId: number;
}) {
  const [opened, setOpened] = useState(false);
  const details = useApiResult(dealerId, appraisalId, opened ? resultId : null);
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        Details
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Inspection details" size="lg" centered>
        {details.isPending ? (
          <Text role="status">{EMPTY_STATES.loading}</Text>
        ) : details.isError ? (
          <Alert color="red" role="alert">
            {details.error.message}
          </Alert>
        ) : (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              <Item label="Provider" value={details.data.info.provider} />
              <Item label="Received" value={formatDateTime(details.data.info.createdAt)} />
              <Item label="Grade" value={details.data.info.grade?.toFixed(1) ?? ''} />
              <Item label="Estimated damage" value={formatCurrency(details.data.info.estimatedDamage)} />
              <Item label="Inspected mileage" value={formatThousands(details.data.info.inspectedMileage)} />
              <Item label="Photos" value={String(details.data.info.photoCount)} />
            </SimpleGrid>
            <Stack gap={4}>
              <FieldLabel>Provider's answer</FieldLabel>
              <Code block tabIndex={0} aria-label="Provider's answer" style={{ maxHeight: 320, overflow: 'auto' }}>
                {JSON.stringify(details.data.result.data, null, 2)}
              </Code>
            </Stack>
          </Stack>
        )}
      </Modal>
    </>
  );
}
