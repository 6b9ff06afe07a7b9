import { ERROR_MESSAGES, type ReturnDialog as ReturnValues, returnDialogSchema, vehicleTitle } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import type { AppraisalRow } from '../api/get-appraisals';
import { LeaseContactFields, type LeaseContactValues } from './lease-contact-fields';

type ReturnInput = {
  address: string;
  turninDate: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

interface ReturnDialogProps {
  opened: boolean;
  row: AppraisalRow | null;
  onClose: () => void;
  onSubmit: (row: AppraisalRow, values: ReturnValues) => Promise<unknown>;
}

/**
 * The Return dialog (part 2 section 5: "address required ('Address required.'); turn-in date
 * required ('Date required.'); email valid format; names and phone optional"). A failure shows the
 * spec's alert and gives the form back.
 */
export function ReturnDialog({ opened, row, onClose, onSubmit }: ReturnDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Return vehicle" centered>
      {row ? <ReturnForm row={row} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Modal>
  );
}

function ReturnForm({ row, onClose, onSubmit }: { row: AppraisalRow } & Omit<ReturnDialogProps, 'row' | 'opened'>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReturnInput, unknown, ReturnValues>({
    // The form holds strings and a boolean; the schema turns them into the call's values.
    resolver: zodResolver(returnDialogSchema) as unknown as Resolver<ReturnInput, unknown, ReturnValues>,
    defaultValues: { address: '', turninDate: '', firstName: '', lastName: '', email: '', phone: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(row, values);
      onClose();
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={`Return ${vehicleTitle(row, `appraisal ${row.id}`)}`}>
      <Stack gap="sm">
        <TextInput
          label="Address"
          required
          data-autofocus
          error={errors.address?.message}
          disabled={isSubmitting}
          {...register('address')}
        />
        <TextInput
          label="Turn-in date"
          type="date"
          required
          error={errors.turninDate?.message}
          disabled={isSubmitting}
          {...register('turninDate')}
        />
        <LeaseContactFields
          register={register as unknown as UseFormRegister<LeaseContactValues>}
          errors={errors}
          disabled={isSubmitting}
        />
        <DialogActions onCancel={onClose} submitting={isSubmitting} />
      </Stack>
    </form>
  );
}
