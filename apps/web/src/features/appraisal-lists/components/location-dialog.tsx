import {
  ERROR_MESSAGES,
  LOCATION_AGREEMENT_LABEL,
  type LocationChange,
  locationChangeSchema,
  vehicleTitle,
} from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Modal, Stack, TextInput } from '@mantine/core';
import { type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import type { AppraisalRow } from '../api/get-appraisals';
import { LeaseContactFields, type LeaseContactValues } from './lease-contact-fields';

type LocationInput = {
  agreed: boolean;
  address: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
};

interface LocationDialogProps {
  opened: boolean;
  row: AppraisalRow | null;
  onClose: () => void;
  onSubmit: (row: AppraisalRow, values: LocationChange) => Promise<unknown>;
}

/**
 * The location change (part 2 section 5: the acknowledgment checkbox must be ticked ('Agreement
 * required.'), e-mail format, other fields free text; the address, being the location, is required
 * as in the return dialog). It opens with the location on record.
 */
export function LocationDialog({ opened, row, onClose, onSubmit }: LocationDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Change pickup location" centered>
      {row ? <LocationForm row={row} onClose={onClose} onSubmit={onSubmit} /> : null}
    </Modal>
  );
}

function LocationForm({ row, onClose, onSubmit }: { row: AppraisalRow } & Omit<LocationDialogProps, 'row' | 'opened'>) {
  const current = row.lrtnInfo?.location ?? {};
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LocationInput, unknown, LocationChange>({
    // The form holds strings and a boolean; the schema turns them into the call's values.
    resolver: zodResolver(locationChangeSchema) as unknown as Resolver<LocationInput, unknown, LocationChange>,
    defaultValues: {
      agreed: false,
      address: current.address ?? '',
      firstName: current.firstName ?? '',
      lastName: current.lastName ?? '',
      email: current.email ?? '',
      phone: current.phone ?? '',
    },
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
    <form onSubmit={submit} noValidate aria-label={`Location of ${vehicleTitle(row, `appraisal ${row.id}`)}`}>
      <Stack gap="sm">
        <TextInput
          label="Address"
          required
          data-autofocus
          error={errors.address?.message}
          disabled={isSubmitting}
          {...register('address')}
        />
        <LeaseContactFields
          register={register as unknown as UseFormRegister<LeaseContactValues>}
          errors={errors}
          disabled={isSubmitting}
        />
        <Checkbox
          label={LOCATION_AGREEMENT_LABEL}
          error={errors.agreed?.message}
          disabled={isSubmitting}
          {...register('agreed')}
        />
        <DialogActions onCancel={onClose} submitting={isSubmitting} />
      </Stack>
    </form>
  );
}
