import { type FeeMode, VALUATION_PROVIDERS, type ValuationProvider } from '@dealer/domain';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import type { HeadlineFigures } from '../lib/worksheet-figures';
import { enteredPayoffMessage } from '../lib/worksheet-form';
import { ManualMark } from './manual-mark';
import { WorksheetMoneyField } from './worksheet-money-field';
import { WorksheetReadout } from './worksheet-readout';

interface WorksheetHeadlineProps {
  figures: HeadlineFigures;
  provider: ValuationProvider;
  feeMode: FeeMode;
  onProvider: (value: ValuationProvider) => void;
  onFeeMode: (value: FeeMode) => void;
  disabled: boolean;
  /** The chosen provider's value was entered by hand: the readout carries the manual mark. */
  manualValuation: boolean;
  /** The record's owner status: a paid-off vehicle has no payoff to check. */
  ownerStatusId: number | null | undefined;
}

const FEE_MODE_OPTIONS: readonly { value: FeeMode; label: string }[] = [
  { value: 'wholesale', label: 'Wholesale' },
  { value: 'retail', label: 'Retail' },
];
const PROVIDER_OPTIONS = VALUATION_PROVIDERS.map((p) => ({ value: p.key, label: p.label }));

/**
 * Payoff, Default valuation (read-only), Total fees and costs and Equity (part 2 section 2.5), then
 * part 1's Default equity, with the val and fees choices.
 */
export function WorksheetHeadline({
  figures,
  provider,
  feeMode,
  onProvider,
  onFeeMode,
  disabled,
  manualValuation,
  ownerStatusId,
}: WorksheetHeadlineProps) {
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap" role="group" aria-label="Valuation and fees">
        <Group gap="xs">
          <Text id="worksheet-val-label" size="sm" fw={500}>
            Valuation
          </Text>
          <SegmentedChoice
            name="worksheet-val"
            labelledBy="worksheet-val-label"
            value={provider}
            onChange={onProvider}
            data={PROVIDER_OPTIONS}
          />
        </Group>
        <Group gap="xs">
          <Text id="worksheet-fees-label" size="sm" fw={500}>
            Fees
          </Text>
          <SegmentedChoice
            name="worksheet-fees"
            labelledBy="worksheet-fees-label"
            value={feeMode}
            onChange={onFeeMode}
            data={FEE_MODE_OPTIONS}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <WorksheetMoneyField
          name="adjustedPayoffAmount"
          label="Payoff"
          disabled={disabled}
          check={(value) => enteredPayoffMessage(value, ownerStatusId)}
        />
        <WorksheetReadout
          label="Default valuation"
          value={figures.valuation}
          mark={manualValuation ? <ManualMark /> : undefined}
        />
        <WorksheetReadout label="Total fees and costs" value={figures.totalFees} />
        <WorksheetReadout
          label="Equity"
          value={figures.equity}
          color={figures.equityColour}
          level={figures.equityLevel}
        />
        {/* Part 1 section 9's figure beside part 2's: the auction valuation's equity before recon. */}
        <WorksheetReadout label="Default equity" value={figures.defaultEquity} color={figures.defaultEquityColour} />
      </SimpleGrid>
    </Stack>
  );
}
