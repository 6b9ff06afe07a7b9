import {
  type ManualValuation,
  type ManualValuationInput,
  manualValuationSchema,
  type ValuationProvider,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { MoneyInput, type MoneyInputValue } from '../../../components/money-input';
import { isApiError } from '../../../lib/api-error';
import { useEnterManualValuation } from '../api/enter-manual-valuation';
import { providerLabel } from '../lib/valuation-view';

interface ManualValuationFormProps {
  recordId: number;
  provider: ValuationProvider;
  /** The rerun form's selection whose call failed: stored with the value, so the form keeps it. */
  selection: ManualValuation['selection'];
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * "Enter value manually" (issue 23): the amount and where it came from, stored as the provider's
 * latest result and marked manual wherever it shows. Inline in the panel, so nothing covers the
 * worksheet.
 */
export function ManualValuationForm({ recordId, provider, selection, onCancel, onSaved }: ManualValuationFormProps) {
  const label = providerLabel(provider);
  const save = useEnterManualValuation(recordId);
  const form = useForm<ManualValuationInput, unknown, ManualValuation>({
    resolver: zodResolver(manualValuationSchema),
    defaultValues: { provider, amount: '', note: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, selection });
      onSaved();
    } catch (error) {
      await showAlert(isApiError(error) && error.message ? error.message : 'The value could not be saved.');
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Enter ${label} value manually`}>
      <Stack gap="xs">
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <MoneyInput
              label={`${label} value`}
              size="xs"
              required
              data-autofocus
              value={field.value as MoneyInputValue}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.amount?.message}
            />
          )}
        />
        <TextInput label="Source" size="xs" required error={errors.note?.message} {...form.register('note')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={save.isPending}>
            Save value
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
