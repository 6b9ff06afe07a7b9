import { type ChangePasswordInput, changePasswordSchema, ERROR_MESSAGES, PROFILE_MESSAGES } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useChangePassword } from '../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Change the own password: current, new and repeated (at least 8 characters); other sessions end. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) await showAlert(ERROR_MESSAGES.generic);
      return;
    }
    reset(EMPTY);
    notifications.show({ message: PROFILE_MESSAGES.passwordChanged });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm" maw={560}>
          <Title order={2} id="password-heading">
            Password
          </Title>
          <PasswordInput
            label="Current password"
            withAsterisk
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordInput
            label="New password"
            withAsterisk
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordInput
            label="Repeat new password"
            withAsterisk
            autoComplete="new-password"
            error={errors.repeatPassword?.message}
            {...register('repeatPassword')}
          />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
