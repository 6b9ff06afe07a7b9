import type { ValuationResultInfo } from '@dealer/domain';
import { formatCurrency, formatDateTime, type ValuationProvider, valuationResultId } from '@dealer/domain';
import { SimpleGrid, Text } from '@mantine/core';
import { useCurrentDealer } from '../../auth';
import { providerLabel, selectionText } from '../lib/valuation-view';
import { ApiResultDialog } from './api-result-dialog';
import { DetailItem, ProviderAnswer } from './api-result-parts';

/**
 * A valuation panel's "details" (issue 17): the stored result's summary and the provider's answer
 * as it came, through GET .../api-results/{provider}-{n} and /info, loaded when opened.
 */
export function ValuationDetails({
  appraisalId,
  provider,
  resultId,
}: {
  appraisalId: number;
  provider: ValuationProvider;
  resultId: number;
}) {
  const { dealer } = useCurrentDealer();
  const label = providerLabel(provider);
  return (
    <ApiResultDialog<ValuationResultInfo>
      dealerId={dealer.id}
      appraisalId={appraisalId}
      resultId={valuationResultId(provider, resultId)}
      title={`${label} details`}
      button={{ variant: 'subtle', px: 0, style: { alignSelf: 'flex-start' }, 'aria-label': `${label} details` }}
    >
      {({ info, result }) => (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <DetailItem label="Provider" value={label} />
            <DetailItem label="Run" value={formatDateTime(info.createdAt)} />
            <DetailItem label="Value" value={formatCurrency(info.value)} />
            <DetailItem label="Wholesale" value={formatCurrency(info.wholesale)} />
            <DetailItem label="Retail" value={formatCurrency(info.retail)} />
            <DetailItem label="Vehicle" value={info.vehicle ?? ''} />
            {info.source === 'manual' ? (
              <DetailItem label="Source" value={`Entered manually: ${info.note ?? ''}`} />
            ) : (
              <DetailItem label="Selection" value={selectionText(provider, info.selection)} />
            )}
          </SimpleGrid>
          {result.data === null ? (
            <Text size="sm" c="dimmed">
              No provider answer: the value was entered manually.
            </Text>
          ) : (
            <ProviderAnswer data={result.data} />
          )}
        </>
      )}
    </ApiResultDialog>
  );
}
