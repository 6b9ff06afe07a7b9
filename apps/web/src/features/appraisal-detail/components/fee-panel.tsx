import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { WorksheetMoneyField as Field, WorksheetFormValues } from '../lib/worksheet-form';
import { WorksheetMoneyField } from './worksheet-money-field';

const FEES: readonly { name: Field; label: string }[] = [
  { name: 'pickupFee', label: 'Pickup fee' },
  { name: 'auctionFee', label: 'Auction fee' },
  { name: 'wholesalePack', label: 'Wholesale pack' },
  { name: 'carOfferFee', label: 'Car offer fee' },
  { name: 'reconBodyCost', label: 'Recon body' },
  { name: 'reconMechCost', label: 'Recon mechanical' },
  { name: 'reconOtherCost', label: 'Recon other' },
  { name: 'profitObjective', label: 'Profit objective' },
  { name: 'actualCost', label: 'Actual cost' },
];

/** The fee panel: fees, recon, profit objective, actual cost and the deal number. */
export function FeePanel({ disabled }: { disabled: boolean }) {
  const { register, formState } = useFormContext<WorksheetFormValues>();
  return (
    <Stack gap="sm" component="section" aria-labelledby="fee-panel-title">
      <Title order={3} size="h5" id="fee-panel-title">
        Fees and costs
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {FEES.map((f) => (
          <WorksheetMoneyField key={f.name} name={f.name} label={f.label} disabled={disabled} />
        ))}
        <TextInput
          label="Deal number"
          disabled={disabled}
          maxLength={60}
          error={formState.errors.dmsId?.message}
          {...register('dmsId')}
        />
      </SimpleGrid>
    </Stack>
  );
}
