import { OWNER_STATUS_OPTIONS } from '@dealer/domain';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MaskedTextInput } from '../../../components/masked-text-input';
import { maskUsDateInput } from '../lib/date-mask';
import type { AppraisalFormValues } from '../lib/form-values';
import type { FormLayout } from '../lib/start-kind';
import { FormTextInput } from './form-text-input';

interface OwnerBankSectionProps {
  form: UseFormReturn<AppraisalFormValues>;
  layout: FormLayout;
}

/** "Who owns the vehicle?" and the bank block (financeBank, financeBankNum, maturityDate). */
export function OwnerBankSection({ form, layout }: OwnerBankSectionProps) {
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="xs">
      {layout.ownerQuestion ? (
        <Controller
          control={control}
          name="ownerStatusId"
          render={({ field }) => (
            <Radio.Group
              label={layout.ownerQuestion}
              value={field.value}
              onChange={field.onChange}
              error={errors.ownerStatusId?.message}
            >
              <Group gap="lg" mt={4}>
                {OWNER_STATUS_OPTIONS.map((o) => (
                  <Radio key={o.id} value={String(o.id)} label={o.label} onBlur={field.onBlur} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      ) : null}
      {layout.bank ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <FormTextInput form={form} name="financeBank" label="Finance bank" />
          <FormTextInput form={form} name="financeBankNum" label="Last 4 of SSN or account number" />
          <MaskedTextInput
            control={control}
            name="maturityDate"
            mask={maskUsDateInput}
            label="Maturity date"
            placeholder="MM/DD/YYYY"
            inputMode="numeric"
            autoComplete="off"
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
