import { ERROR_MESSAGES } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showAlert } from '../../../components/alert-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import { isApiError } from '../../../lib/api-error';
import type { DealerListItem } from '../api/dealer-list';

type NameSchema = z.ZodType<{ name: string }, { name: string }>;

interface ListItemDialogProps {
  /** The row being renamed, null for a new one, undefined while closed. */
  item: DealerListItem | null | undefined;
  noun: string;
  schema: NameSchema;
  onSave: (values: { id: number | null; name: string }) => Promise<unknown>;
  /** Deletes the row after its confirmation; true when it went (the dialog then closes). */
  onDelete: (item: DealerListItem) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Add or rename an affiliate or bank (part 2 section 2.6: "an edit dialog; the editor closes after
 * a successful save"). The domain schema gives the spec's message; a taken name shows the
 * server's 409 message under the field.
 */
export function ListItemDialog({ item, noun, schema, onSave, onDelete, onClose }: ListItemDialogProps) {
  const opened = item !== undefined;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? `Edit ${noun.toLowerCase()}` : `Add ${noun.toLowerCase()}`}
      centered
    >
      {opened ? (
        <NameForm item={item} noun={noun} schema={schema} onSave={onSave} onDelete={onDelete} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function NameForm({ item, noun, schema, onSave, onDelete, onClose }: Required<ListItemDialogProps>) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: item?.name ?? '' } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      await onSave({ id: item?.id ?? null, name });
      notifications.show({ message: `${noun} saved` });
      onClose();
    } catch (err) {
      if (isApiError(err) && (err.status === 409 || err.fields.name))
        setError('name', { message: err.fields.name ?? err.message });
      else await showAlert(ERROR_MESSAGES.generic);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={`${noun} name`}
          data-autofocus
          required
          error={errors.name?.message}
          disabled={isSubmitting}
          {...register('name')}
        />
        <DialogActions
          onCancel={onClose}
          submitting={isSubmitting}
          onDelete={item ? async () => (await onDelete(item)) && onClose() : undefined}
        />
      </Stack>
    </form>
  );
}
