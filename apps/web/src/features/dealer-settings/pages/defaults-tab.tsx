import { type DealerSettingValue, ERROR_MESSAGES } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormProvider, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { QueryState } from '../../../components/query-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { useCurrentDealer } from '../../auth';
import { type DealerSetting, useDealerSettings, useSaveDealerSettings } from '../api/dealer-settings';
import { FormFooter } from '../components/form-footer';
import { OfferTermsBlock } from '../components/offer-terms-block';
import { ProviderCallsBlock } from '../components/provider-calls-block';
import { SettingControl } from '../components/setting-control';
import {
  changedSettings,
  type DefaultsValues,
  defaultsFormValues,
  defaultsSchema,
  settingField,
} from '../lib/defaults-form';

/** The Defaults tab: settings 40107 to 40118, each with a name and what it does. */
export function DefaultsTab() {
  const { dealer } = useCurrentDealer();
  const settings = useDealerSettings(dealer.id);
  return (
    <Stack gap="md">
      <Title order={2}>Defaults</Title>
      <QueryState query={settings} label="settings">
        {(data) => <DefaultsForm settings={data} dealerId={dealer.id} />}
      </QueryState>
      <OfferTermsBlock dealerId={dealer.id} />
      <ProviderCallsBlock dealerId={dealer.id} />
    </Stack>
  );
}

function DefaultsForm({ settings, dealerId }: { settings: DealerSetting[]; dealerId: number }) {
  const save = useSaveDealerSettings(dealerId);
  const defaults = defaultsFormValues(settings);
  const form = useForm<DefaultsValues, unknown, Record<string, DealerSettingValue>>({
    resolver: zodResolver(defaultsSchema),
    defaultValues: defaults,
  });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const changes = changedSettings(form.formState.defaultValues as DefaultsValues, values);
    try {
      await save.mutateAsync(changes);
      form.reset(form.getValues());
      notifications.show({ message: 'Defaults saved' });
    } catch (err) {
      const message = isApiError(err) ? err.fields.value : undefined;
      const failed = (err as { settingId?: number }).settingId;
      if (message && failed) form.setError(settingField(failed), { message });
      else await showAlert(ERROR_MESSAGES.generic);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Dealer defaults">
        <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
        <Stack gap="lg">
          {settings.map((s) => (
            <SettingControl key={s.id} setting={s} disabled={isSubmitting} />
          ))}
          <FormFooter dirty={isDirty} submitting={isSubmitting} onCancel={() => form.reset()} />
        </Stack>
      </form>
    </FormProvider>
  );
}
