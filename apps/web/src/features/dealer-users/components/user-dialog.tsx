import {
  type DealerUserForm,
  type DealerUserFormInput,
  dealerUserSchema,
  ERROR_MESSAGES,
  maskPhoneInput,
  phoneDigits,
  type RoleName,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import { MaskedTextInput } from '../../../components/masked-text-input';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { DealerUser, DealerUserRole } from '../api/get-dealer-users';
import { useSaveDealerUser } from '../api/save-dealer-user';
import { roleOptions } from '../lib/role-options';
import { RoleCheckboxes } from './role-checkboxes';

interface UserDialogProps {
  dealerId: number;
  /** The user to edit; null adds a new one. Undefined keeps the dialog closed. */
  user: DealerUser | null | undefined;
  roles: readonly DealerUserRole[];
  actorRoles: readonly RoleName[];
  /** The signed-in admin: editing themselves, their own Dealer admin role is locked. */
  selfId: number;
  onClose: () => void;
  /** Deactivates the user after its confirmation; true when done (the dialog then closes). */
  onDeactivate: (user: DealerUser) => Promise<boolean>;
  /** An added e-mail belonged to an existing account: the person was invited (202), not added. */
  onInvited: (email: string) => void;
}

/** Add or edit a dealer user (part 2 section 2.6: "an add button and an edit dialog; the editor closes after a successful save"). */
export function UserDialog({ user, onClose, ...rest }: UserDialogProps) {
  const opened = user !== undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={user ? `Edit ${user.name}` : 'Add user'} centered size="lg">
      {/* Mounted only while open, so each opening starts from the user's current values. */}
      {opened ? <UserForm user={user} onClose={onClose} {...rest} /> : null}
    </Modal>
  );
}

const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'roles'] as const;

function defaults(user: DealerUser | null): DealerUserFormInput {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phoneNumber: maskPhoneInput(user?.phoneNumber ?? ''),
    roles: user ? user.roles.filter((r) => r.name !== 'DEALER').map((r) => r.id) : [],
  };
}

function UserForm({
  dealerId,
  user,
  roles,
  actorRoles,
  selfId,
  onClose,
  onDeactivate,
  onInvited,
}: Omit<UserDialogProps, 'user'> & { user: DealerUser | null }) {
  const save = useSaveDealerUser(dealerId, user?.id ?? null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DealerUserFormInput, unknown, DealerUserForm>({
    resolver: zodResolver(dealerUserSchema),
    defaultValues: defaults(user),
  });
  // A person who also works for another dealer owns their details; a confirmed one their e-mail.
  const detailsLocked = user?.sharedAccount ?? false;
  const emailLocked = detailsLocked || (user?.confirmed ?? false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ ...values, phoneNumber: phoneDigits(values.phoneNumber) });
      if (result.kind === 'invited') {
        onInvited(result.email);
        onClose();
        return;
      }
      notifications.show({
        message: user ? 'User saved' : `${values.email} was added. They get an e-mail to sign in.`,
      });
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS)) return;
      await showAlert(isApiError(error) && error.status === 409 ? error.message : ERROR_MESSAGES.generic);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard dirty={isDirty && !isSubmitting} />
      <fieldset disabled={isSubmitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          {detailsLocked ? (
            <Text size="sm">This person also works for another dealer: only they can change their details.</Text>
          ) : null}
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="First name"
              withAsterisk
              autoComplete="off"
              data-autofocus
              readOnly={detailsLocked}
              error={errors.firstName?.message}
              miw={200}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              autoComplete="off"
              readOnly={detailsLocked}
              error={errors.lastName?.message}
              miw={200}
              {...register('lastName')}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            autoComplete="off"
            readOnly={emailLocked}
            description={
              emailLocked && !detailsLocked ? 'Confirmed accounts change their e-mail in Your settings.' : undefined
            }
            error={errors.email?.message}
            {...register('email')}
          />
          <MaskedTextInput
            control={control}
            name="phoneNumber"
            mask={maskPhoneInput}
            label="Phone"
            type="tel"
            autoComplete="off"
            readOnly={detailsLocked}
            placeholder="(###) ###-####"
          />
          <Controller
            control={control}
            name="roles"
            render={({ field }) => (
              <RoleCheckboxes
                options={roleOptions(roles, actorRoles, user?.id === selfId)}
                value={field.value ?? []}
                onChange={field.onChange}
                error={errors.roles?.message}
              />
            )}
          />
          {/* The form footer; removal is labelled Deactivate (part 2 section 4), never for oneself. */}
          <DialogActions
            onCancel={onClose}
            submitting={isSubmitting}
            submitLabel={user ? 'Save' : 'Add user'}
            onDelete={user && user.id !== selfId ? async () => (await onDeactivate(user)) && onClose() : undefined}
            deleteLabel="Deactivate"
          />
        </Stack>
      </fieldset>
    </form>
  );
}
