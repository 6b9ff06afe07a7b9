import { ERROR_MESSAGES } from '@dealer/domain';
import { Fieldset, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import { isApiError } from '../../../lib/api-error';
import type { Campaign } from '../api/campaigns';
import {
  type CampaignFormValues,
  campaignResolver,
  formFieldOf,
  formValuesOf,
  SOURCE_OPTIONS,
  TYPE_OPTIONS,
} from '../lib/campaign-form';

interface CampaignDialogProps {
  /** The campaign being edited, null for a new one, undefined while closed. */
  campaign: Campaign | null | undefined;
  onSave: (id: number | null, values: CampaignFormValues) => Promise<unknown>;
  /** Deletes the campaign after its confirmation; true when it went (the dialog then closes). */
  onDelete: (campaign: Campaign) => Promise<boolean>;
  onClose: () => void;
}

/** Add or edit a campaign (part 2 section 2.6: "the editor closes after a successful save"). */
export function CampaignDialog({ campaign, onSave, onDelete, onClose }: CampaignDialogProps) {
  const opened = campaign !== undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={campaign ? 'Edit campaign' : 'Add campaign'} centered size="lg">
      {opened ? <CampaignForm campaign={campaign} onSave={onSave} onDelete={onDelete} onClose={onClose} /> : null}
    </Modal>
  );
}

function CampaignForm({ campaign, onSave, onDelete, onClose }: Required<CampaignDialogProps>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CampaignFormValues>({ resolver: campaignResolver, defaultValues: formValuesOf(campaign ?? null) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(campaign?.id ?? null, values);
      notifications.show({ message: 'Campaign saved' });
      onClose();
    } catch (err) {
      const fields = isApiError(err) ? Object.entries(err.fields) : [];
      const known = fields.map(([path, message]) => [formFieldOf(path), message] as const).filter(([f]) => f);
      if (known.length > 0) for (const [field, message] of known) setError(field!, { message });
      else await showAlert(ERROR_MESSAGES.generic);
    }
  });

  const percent = (name: 'p1' | 'p2', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          suffix="%"
          min={0}
          max={100}
          // Kept as typed: clamped on blur, 150 was sent as 100 and "saved" (issue 38 point 12); the
          // schema refuses it on the field instead.
          clampBehavior="none"
          decimalScale={2}
          allowNegative={false}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          disabled={isSubmitting}
        />
      )}
    />
  );
  const source = (name: 'p1v' | 'p2v', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={SOURCE_OPTIONS}
          clearable
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          disabled={isSubmitting}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Campaign name"
          data-autofocus
          required
          error={errors.name?.message}
          disabled={isSubmitting}
          {...register('name')}
        />
        <Controller
          control={control}
          name="typeId"
          render={({ field }) => (
            <Select
              label="Type"
              data={TYPE_OPTIONS}
              clearable
              placeholder="None"
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.typeId?.message}
              disabled={isSubmitting}
            />
          )}
        />
        <Switch label="Send each new appraisal to the CRM" disabled={isSubmitting} {...register('appraisalsToCRM')} />
        <Fieldset legend="Automatic offer" variant="filled">
          <Stack gap="sm">
            <Switch
              label="Make an automatic offer when a customer submits"
              disabled={isSubmitting}
              {...register('enabled')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {percent('p1', 'Offer %')}
              {source('p1v', 'Valuation source')}
              {percent('p2', 'Upper %')}
              {source('p2v', 'Upper source')}
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <DialogActions
          onCancel={onClose}
          submitting={isSubmitting}
          onDelete={campaign ? async () => (await onDelete(campaign)) && onClose() : undefined}
        />
      </Stack>
    </form>
  );
}
