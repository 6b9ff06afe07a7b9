import { EMPTY_STATES, formatCurrency, formatDateTime, formatThousands } from '@dealer/domain';
import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiResult } from '../api/get-api-result';
import { DetailItem, ProviderAnswer } from './api-result-parts';

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
              <DetailItem label="Provider" value={details.data.info.provider} />
              <DetailItem label="Received" value={formatDateTime(details.data.info.createdAt)} />
              <DetailItem label="Grade" value={details.data.info.grade?.toFixed(1) ?? ''} />
              <DetailItem label="Estimated damage" value={formatCurrency(details.data.info.estimatedDamage)} />
              <DetailItem label="Inspected mileage" value={formatThousands(details.data.info.inspectedMileage)} />
              <DetailItem label="Photos" value={String(details.data.info.photoCount)} />
            </SimpleGrid>
            <ProviderAnswer data={details.data.result.data} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
