import {
  type DealerProfileForm,
  type DealerProfileFormInput,
  dealerProfileSchema,
  ERROR_MESSAGES,
  US_STATES,
  US_TIME_ZONES,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { QueryState } from '../../../components/query-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { useCurrentDealer } from '../../auth';
import { type DealerProfile, useDealerProfile, useSaveDealerProfile } from '../api/dealer-profile';
import { FormFooter } from '../components/form-footer';
import { LogoField } from '../components/logo-field';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

const TIME_ZONE_OPTIONS = US_TIME_ZONES.map((z) => ({ value: z.value, label: z.label }));

type TextField = Exclude<keyof DealerProfileFormInput, 'state' | 'timeZone' | 'smsSender'>;
const TEXT_FIELDS: { name: TextField; label: string; autoComplete?: string }[] = [
  { name: 'name', label: 'Dealer name', autoComplete: 'organization' },
  { name: 'phoneNumber', label: 'Phone number', autoComplete: 'tel' },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
];

const formValues = (p: DealerProfile): DealerProfileFormInput => ({
  name: p.name,
  phoneNumber: p.phoneNumber ?? '',
  address1: p.address1 ?? '',
  address2: p.address2 ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zip: p.zip ?? '',
  timeZone: p.timeZone,
  smsSender: p.smsSender ?? '',
});

/** The Profile tab: the name customers see on our pages, letters and e-mails, and the address. */
export function ProfileTab() {
  const { dealer } = useCurrentDealer();
  const profile = useDealerProfile(dealer.id);
  return (
    <Stack gap="md">
      <Title order={2}>Profile</Title>
      <QueryState query={profile} label="profile">
        {(data) => (
          <>
            <LogoField profile={data} />
            <ProfileForm key={data.updatedAt} profile={data} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function ProfileForm({ profile }: { profile: DealerProfile }) {
  const save = useSaveDealerProfile(profile.id);
  const form = useForm<DealerProfileFormInput, unknown, DealerProfileForm>({
    resolver: zodResolver(dealerProfileSchema),
    defaultValues: formValues(profile),
  });
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      notifications.show({ message: 'Profile saved' });
    } catch (err) {
      const fields = isApiError(err) ? err.fields : {};
      for (const [name, message] of Object.entries(fields)) {
        form.setError(name as keyof DealerProfileFormInput, { message });
      }
      if (Object.keys(fields).length === 0) await showAlert(ERROR_MESSAGES.generic);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Dealer profile">
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {TEXT_FIELDS.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              autoComplete={f.autoComplete}
              required={f.name === 'name'}
              error={errors[f.name]?.message}
              disabled={isSubmitting}
              {...form.register(f.name)}
            />
          ))}
          <Controller
            control={form.control}
            name="state"
            render={({ field }) => (
              <Select
                label="State"
                data={STATE_OPTIONS}
                searchable
                clearable
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={errors.state?.message}
                disabled={isSubmitting}
              />
            )}
          />
          <TextInput
            label="Zip"
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zip?.message}
            disabled={isSubmitting}
            {...form.register('zip')}
          />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <Select
                label="Time zone"
                description="Texts to customers wait from 9 pm to 8 am here."
                data={TIME_ZONE_OPTIONS}
                allowDeselect={false}
                value={field.value ?? null}
                onChange={(v) => field.onChange(v ?? undefined)}
                onBlur={field.onBlur}
                error={errors.timeZone?.message}
                disabled={isSubmitting}
              />
            )}
          />
          <TextInput
            label="Texts from"
            description="The number (+15125550100) or Twilio messaging service (MG…) your texts go from; customers' replies and STOP come back to it. Left blank, texts are not sent."
            autoComplete="off"
            error={errors.smsSender?.message}
            disabled={isSubmitting}
            {...form.register('smsSender')}
          />
        </SimpleGrid>
        <FormFooter dirty={isDirty} submitting={isSubmitting} onCancel={() => form.reset()} />
      </Stack>
    </form>
  );
}
