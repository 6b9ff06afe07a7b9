import { maskPhoneInput, type ShareForm, type ShareFormInput, type ShareType } from '@dealer/domain';
import { TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { MaskedTextInput } from '../../../components/masked-text-input';

interface ShareContactFieldProps {
  form: UseFormReturn<ShareFormInput, unknown, ShareForm>;
  shareType: ShareType;
  disabled: boolean;
}

/** The customer's e-mail (share by e-mail) or phone (share by text); nothing for a link. */
export function ShareContactField({ form, shareType, disabled }: ShareContactFieldProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  if (shareType === 'email') {
    return (
      <TextInput
        label="Customer email"
        type="email"
        autoComplete="off"
        disabled={disabled}
        error={errors.email?.message}
        {...register('email')}
      />
    );
  }
  if (shareType === 'sms') {
    return (
      <MaskedTextInput
        control={control}
        name="phone"
        mask={maskPhoneInput}
        label="Customer phone"
        type="tel"
        placeholder="(555) 555-5555"
        autoComplete="off"
        disabled={disabled}
      />
    );
  }
  return null;
}
