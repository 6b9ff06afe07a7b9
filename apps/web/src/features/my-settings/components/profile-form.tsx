import {
  ERROR_MESSAGES,
  maskPhoneInput,
  type OwnProfileForm,
  type OwnProfileFormInput,
  ownProfileSchema,
  PROFILE_MESSAGES,
  phoneDigits,
  SUCCESS_MESSAGES,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showAlert } from '../../../components/alert-dialog';
import { MaskedTextInput } from '../../../components/masked-text-input';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { LOGOUT_PATH } from '../../../lib/auth-paths';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { SessionUser } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'email', 'currentPassword'] as const;

type ProfileUser = Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>;

/**
 * The own profile (part 2 sections 5 and 8): first and last name (at least 3 characters), phone
 * optional, and the e-mail, whose change takes the current password and a link sent to the new
 * address. A save ends in "We need to log you out for changes to take effect." and sign-out; a
 * failure in "There was an error, please contact support.".
 */
export function ProfileForm({ user }: { user: ProfileUser }) {
  const navigate = useNavigate();
  const save = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<OwnProfileFormInput, unknown, OwnProfileForm>({
    resolver: zodResolver(ownProfileSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: maskPhoneInput(user.phoneNumber ?? ''),
      email: user.email,
      currentPassword: '',
    },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanging = (email ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  // Leave once the guard is off (the render after `saved`), so it does not ask about the saved form.
  useEffect(() => {
    if (saved) navigate(LOGOUT_PATH, { replace: true });
  }, [saved, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    let pendingEmail: string | null = null;
    try {
      const answer = await save.mutateAsync({
        ...values,
        phoneNumber: phoneDigits(values.phoneNumber) || null,
        currentPassword: emailChanging ? values.currentPassword : undefined,
      });
      pendingEmail = answer.pendingEmail;
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) await showAlert(ERROR_MESSAGES.profileSave);
      return;
    }
    if (pendingEmail) await showAlert(PROFILE_MESSAGES.emailLinkSent(pendingEmail));
    await showAlert(SUCCESS_MESSAGES.profileSaved);
    setSaved(true);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
      <UnsavedChangesGuard dirty={isDirty && !saved} />
      <fieldset disabled={isSubmitting || saved} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm" maw={560}>
          <Title order={2} id="profile-heading">
            Profile
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="given-name"
              error={errors.firstName?.message}
              miw={200}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="family-name"
              error={errors.lastName?.message}
              miw={200}
              {...register('lastName')}
            />
          </Group>
          <MaskedTextInput
            control={control}
            name="phoneNumber"
            mask={maskPhoneInput}
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            placeholder="(###) ###-####"
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            description="A new e-mail changes once you open the link we send to it."
            error={errors.email?.message}
            {...register('email')}
          />
          {emailChanging ? (
            <PasswordInput
              label="Current password"
              withAsterisk
              autoComplete="current-password"
              description="Needed to change your e-mail."
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          ) : null}
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
