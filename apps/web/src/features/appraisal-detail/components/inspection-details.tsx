import type { ApiResultInfo } from '@dealer/domain';
import { formatCurrency, formatDateTime, formatThousands } from '@dealer/domain';
import { SimpleGrid } from '@mantine/core';
import { ApiResultDialog } from './api-result-dialog';
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
  return (
    <ApiResultDialog<ApiResultInfo>
      dealerId={dealerId}
      appraisalId={appraisalId}
      resultId={resultId}
      title="Inspection details"
      button={{ variant: 'light' }}
    >
      {({ info, result }) => (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <DetailItem label="Provider" value={info.provider} />
            <DetailItem label="Received" value={formatDateTime(info.createdAt)} />
            <DetailItem label="Grade" value={info.grade?.toFixed(1) ?? ''} />
            <DetailItem label="Estimated damage" value={formatCurrency(info.estimatedDamage)} />
            <DetailItem label="Inspected mileage" value={formatThousands(info.inspectedMileage)} />
            <DetailItem label="Photos" value={String(info.photoCount)} />
          </SimpleGrid>
          <ProviderAnswer data={result.data} />
        </>
      )}
    </ApiResultDialog>
  );
}
