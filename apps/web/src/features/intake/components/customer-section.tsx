import { cleanZip, maskPhoneInput, US_STATES } from '@dealer/domain';
import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { AppraisalFormValues } from '../lib/form-values';
import { MaskedTextInput } from './masked-text-input';

const STATE_OPTIONS = [
  { value: '', label: 'Choose a state' },
  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
];

interface CustomerSectionProps {
  form: UseFormReturn<AppraisalFormValues>;
  address: boolean;
}

/** Customer info (name, e-mail, phone with its mask) and, for leases, the address block (zip numeric). */
export function CustomerSection({ form, address }: CustomerSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Customer
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label="First name" autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
        <TextInput label="Last name" autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        <TextInput label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
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
          <Title order={3} size="h5" mt="xs">
            Address
          </Title>
          <TextInput
            label="Address line 1"
            autoComplete="off"
            error={errors.address1?.message}
            {...register('address1')}
          />
          <TextInput
            label="Address line 2"
            autoComplete="off"
            error={errors.address2?.message}
            {...register('address2')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput label="City" autoComplete="off" error={errors.city?.message} {...register('city')} />
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
