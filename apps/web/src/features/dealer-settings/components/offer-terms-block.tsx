import { ERROR_MESSAGES, OFFER_TERMS_MESSAGES, type OfferTerms, offerTermsSchema } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { QueryState } from '../../../components/query-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useOfferTerms, useSaveOfferTerms } from '../../../lib/offer-terms';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { FormFooter } from './form-footer';

/**
 * The dealer's offer terms on the Defaults tab: how many days an offer holds and how many miles
 * over the customer's declared mileage it still covers. Every offer states both; the offer dialog
 * starts from them and may change them for one offer.
 */
export function OfferTermsBlock({ dealerId }: { dealerId: number }) {
  const terms = useOfferTerms(dealerId);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="offer-terms-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="offer-terms-title">
          Offer terms
        </Title>
        <Text size="sm" c="dimmed">
          How long an offer holds and how many miles over the mileage the customer declared it still covers.
        </Text>
        <QueryState query={terms} label="offer terms">
          {(data) => <OfferTermsForm dealerId={dealerId} terms={data} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

function OfferTermsForm({ dealerId, terms }: { dealerId: number; terms: OfferTerms }) {
  const save = useSaveOfferTerms(dealerId);
  const form = useForm<Record<keyof OfferTerms, unknown>, unknown, OfferTerms>({
    resolver: zodResolver(offerTermsSchema),
    defaultValues: terms,
  });
  const { isDirty, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      notifications.show({ message: OFFER_TERMS_MESSAGES.saved });
    } catch (err) {
      if (!applyServerFieldErrors(err, form.setError, ['validDays', 'mileageAllowance']))
        await showAlert(ERROR_MESSAGES.generic);
    }
  });
  const field = (name: keyof OfferTerms, label: string, suffix: string, max: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f, fieldState }) => (
        <NumberInput
          label={label}
          suffix={suffix}
          min={0}
          max={max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          value={f.value as number | string}
          onChange={f.onChange}
          onBlur={f.onBlur}
          name={f.name}
          ref={f.ref}
          error={fieldState.error?.message}
          disabled={isSubmitting}
        />
      )}
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Offer terms">
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('validDays', 'Offers hold for', ' days', 60)}
          {field('mileageAllowance', 'Mileage allowance', ' miles', 10_000)}
        </SimpleGrid>
        <FormFooter dirty={isDirty} submitting={isSubmitting} onCancel={() => form.reset()} />
      </Stack>
    </form>
  );
}
