import {
  ERROR_MESSAGES,
  NEW_APPRAISAL_TEXTS,
  type NewAppraisal,
  type NewAppraisalMinimal,
  newAppraisalMinimalSchema,
  newAppraisalSchema,
  SEND_INSPECT_LABEL,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { NativeSelect } from '../../../components/native-select';
import { isApiError } from '../../../lib/api-error';
import { useNewappr } from '../../../lib/storage';
import { useIsPhone } from '../hooks/use-is-phone';
import { useVehicleLookup } from '../hooks/use-vehicle-lookup';
import {
  type AppraisalFormValues,
  emptyFormValues,
  formValuesOfPrefill,
  rememberedAfterSubmit,
  visibleValues,
} from '../lib/form-values';
import type { VehicleLookups } from '../lib/lookups';
import { type FormMode, formLayout, type StartKind } from '../lib/start-kind';
import { CustomerSection } from './customer-section';
import { OwnerBankSection } from './owner-bank-section';
import { VehicleSection } from './vehicle-section';

/** The validated values: the full set, or the minimal one in prefill mode. */
export type SubmittedValues = NewAppraisal | NewAppraisalMinimal;

export interface AppraisalFormProps {
  kind: StartKind;
  mode: FormMode;
  lookups: VehicleLookups;
  /** Values to start from (a shared form's prefill, or the prefill being edited). */
  prefill?: Partial<NewAppraisalMinimal> | null;
  submitLabel?: string;
  /** Sends the form; a rejection shows the spec's alert and gives the form back. */
  onSubmit: (values: SubmittedValues) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The New appraisal form (part 1 section 2), one component for the staff dialog, the share
 * dialog's prefill, the public service page and the customer's shared form. Validation is the
 * domain's schema (full, or minimal for a prefill) over the blocks the form shows.
 */
export function AppraisalForm({
  kind,
  mode,
  lookups,
  prefill,
  submitLabel = NEW_APPRAISAL_TEXTS.start,
  onSubmit,
  onCancel,
}: AppraisalFormProps) {
  const [remembered, remember] = useNewappr();
  const isPhone = useIsPhone();
  const initialLayout = formLayout(kind, mode, null);
  const resolver = useMemo<Resolver<AppraisalFormValues>>(() => {
    const schema = mode === 'prefill' ? newAppraisalMinimalSchema : newAppraisalSchema;
    const validate = zodResolver(schema) as unknown as Resolver<AppraisalFormValues>;
    return (values, context, options) =>
      validate(
        visibleValues(values, formLayout(kind, mode, values.ownerStatusId)) as AppraisalFormValues,
        context,
        options,
      );
  }, [kind, mode]);
  const form = useForm<AppraisalFormValues>({
    resolver,
    defaultValues: formValuesOfPrefill(prefill, emptyFormValues(remembered, initialLayout)),
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { isSubmitting, errors },
  } = form;
  const lookup = useVehicleLookup(form, lookups);
  const layout = formLayout(kind, mode, watch('ownerStatusId'));

  // A prefilled VIN is decoded once, so its trims are offered (the prefilled trim stays chosen).
  const decodedPrefill = useRef(false);
  useEffect(() => {
    if (decodedPrefill.current) return;
    decodedPrefill.current = true;
    if (prefill?.vin) void lookup.decode(prefill.vin, true);
  }, [prefill, lookup]);

  const submit = handleSubmit(async (validated) => {
    const raw = form.getValues();
    try {
      await onSubmit(validated as unknown as SubmittedValues);
      remember(rememberedAfterSubmit(raw, remembered));
    } catch (err) {
      if (isApiError(err)) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (name in raw) setError(name as FieldPath<AppraisalFormValues>, { message });
        }
      }
      void showAlert(ERROR_MESSAGES.generic);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'prefill' ? 'Prefill values' : 'New appraisal'}>
      <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <VehicleSection form={form} lookup={lookup} canScan={isPhone} />
          <TextInput
            label="Exact mileage"
            inputMode="numeric"
            autoComplete="off"
            error={errors.mileage?.message}
            {...register('mileage')}
          />
          <OwnerBankSection form={form} layout={layout} />
          <CustomerSection
            form={form}
            address={layout.address}
            headingOrder={mode === 'staff' || mode === 'prefill' ? 3 : 2}
          />
          {layout.note ? (
            <Alert color="blue" variant="light">
              {layout.note}
            </Alert>
          ) : null}
          <Group justify="space-between" align="flex-end" gap="sm">
            {layout.sendInspect ? (
              <NativeSelect
                label={SEND_INSPECT_LABEL}
                data={layout.sendInspect.map((o) => ({ value: o.value, label: o.label }))}
                error={errors.sendInspect?.message}
                {...register('sendInspect')}
              />
            ) : (
              <span />
            )}
            <Group gap="xs">
              {onCancel ? (
                <Button variant="default" onClick={onCancel}>
                  Cancel
                </Button>
              ) : null}
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
