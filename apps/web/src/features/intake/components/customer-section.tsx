import { cleanZip, maskPhoneInput, US_STATES } from '@dealer/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { MaskedTextInput } from '../../../components/masked-text-input';
import { NativeSelect } from '../../../components/native-select';
import type { AppraisalFormValues } from '../lib/form-values';
import { FormTextInput } from './form-text-input';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
];

interface CustomerSectionProps {
  form: UseFormReturn<AppraisalFormValues>;
  address: boolean;
  /** h2 under a page's h1, h3 under a dialog's title. */
  headingOrder: 2 | 3;
}

/** Customer info (name, e-mail, phone with its mask) and, for leases, the address block (zip numeric). */
export function CustomerSection({ form, address, headingOrder }: CustomerSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="xs">
      <Title order={headingOrder} size="h5">
        Customer
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <FormTextInput form={form} name="firstName" label="First name" />
        <FormTextInput form={form} name="lastName" label="Last name" />
        <FormTextInput form={form} name="email" label="Email" type="email" />
        <MaskedTextInput
          control={control}
          name="phone"
          mask={maskPhoneInput}
          label="Phone"
          type="tel"
          placeholder="(555) 555-5555"
          autoComplete="off"
        />
      </SimpleGrid>
      {address ? (
        <>
          <Title order={headingOrder} size="h5" mt="xs">
            Address
          </Title>
          <FormTextInput form={form} name="address1" label="Address line 1" />
          <FormTextInput form={form} name="address2" label="Address line 2" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <FormTextInput form={form} name="city" label="City" />
            <NativeSelect label="State" data={STATE_OPTIONS} error={errors.state?.message} {...register('state')} />
            <MaskedTextInput
              control={control}
              name="zip"
              mask={cleanZip}
              label="Zip"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
