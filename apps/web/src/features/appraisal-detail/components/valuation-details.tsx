import {
  EMPTY_STATES,
  formatCurrency,
  formatDateTime,
  type ValuationProvider,
  valuationResultId,
} from '@dealer/domain';
import { Alert, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCurrentDealer } from '../../auth';
import { useApiResult, type ValuationResultInfo } from '../api/get-api-result';
import { providerLabel, selectionText } from '../lib/valuation-view';
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
  const [opened, setOpened] = useState(false);
  // The modal mounts at its first opening and stays (its closing transition plays): four closed
  // modals were drawn with the valuation panels.
  const [mounted, setMounted] = useState(false);
  const label = providerLabel(provider);
  const details = useApiResult<ValuationResultInfo>(
    dealer.id,
    appraisalId,
    opened ? valuationResultId(provider, resultId) : null,
  );
  return (
    <>
      <Button
        variant="subtle"
        size="xs"
        px={0}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
        aria-label={`${label} details`}
      >
        Details
      </Button>
      {mounted ? (
        <Modal opened={opened} onClose={() => setOpened(false)} title={`${label} details`} size="lg" centered>
          {details.isPending ? (
            <Text role="status">{EMPTY_STATES.loading}</Text>
          ) : details.isError ? (
            <Alert color="red" role="alert">
              {details.error.message}
            </Alert>
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <DetailItem label="Provider" value={label} />
                <DetailItem label="Run" value={formatDateTime(details.data.info.createdAt)} />
                <DetailItem label="Value" value={formatCurrency(details.data.info.value)} />
                <DetailItem label="Wholesale" value={formatCurrency(details.data.info.wholesale)} />
                <DetailItem label="Retail" value={formatCurrency(details.data.info.retail)} />
                <DetailItem label="Vehicle" value={details.data.info.vehicle ?? ''} />
                {details.data.info.source === 'manual' ? (
                  <DetailItem label="Source" value={`Entered manually: ${details.data.info.note ?? ''}`} />
                ) : (
                  <DetailItem label="Selection" value={selectionText(provider, details.data.info.selection)} />
                )}
              </SimpleGrid>
              {details.data.result.data === null ? (
                <Text size="sm" c="dimmed">
                  No provider answer: the value was entered manually.
                </Text>
              ) : (
                <ProviderAnswer data={details.data.result.data} />
              )}
            </Stack>
          )}
        </Modal>
      ) : null}
    </>
  );
}
