import { type Contact, type ContactInput, contactChanged, contactSchema, ERROR_MESSAGES } from '@dealer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { showAlert } from '../../../components/alert-dialog';
import { DialogActions } from '../../../components/dialog-actions';
import type { AppraisalDetail } from '../api/get-appraisal-detail';
import { useSaveContact } from '../api/save-contact';
import { CONTACT_FIELDS, contactFormValues } from '../lib/contact-form';

interface ContactDialogProps {
  record: AppraisalDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * The contact dialog (part 2 section 5: "Contact dialog saves only when changed"): the domain
 * schema checks the e-mail; an unchanged form just closes; a failed save shows the spec's alert and
 * gives the form back.
 */
export function ContactDialog({ record, opened, onClose }: ContactDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit contact" centered>
      {/* Mounted only while open, so each opening starts from the record's current values. */}
      {opened ? <ContactForm record={record} onClose={onClose} /> : null}
    </Modal>
  );
}

function ContactForm({ record, onClose }: { record: AppraisalDetail; onClose: () => void }) {
  const save = useSaveContact(record.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(contactSchema),
    defaultValues: contactFormValues(record),
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!contactChanged(record, values)) {
      onClose();
      return;
    }
    try {
      await save.mutateAsync(values);
      notifications.show({ message: 'Contact saved' });
      onClose();
    } catch {
      await showAlert(ERROR_MESSAGES.generic);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {CONTACT_FIELDS.map((field, index) => (
          <TextInput
            key={field.name}
            label={field.label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            data-autofocus={index === 0 || undefined}
            error={errors[field.name]?.message}
            disabled={isSubmitting}
            {...register(field.name)}
          />
        ))}
        <DialogActions onCancel={onClose} submitting={isSubmitting} />
      </Stack>
    </form>
  );
}
