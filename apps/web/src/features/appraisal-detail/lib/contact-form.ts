import type { ContactInput } from '@dealer/domain';

export type ContactFields = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'vendorName';
export type ContactFormValues = Record<ContactFields, string>;

export const CONTACT_FIELDS: readonly { name: ContactFields; label: string; type?: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off' },
  { name: 'lastName', label: 'Last name', autoComplete: 'off' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'phoneNumber', label: 'Phone', type: 'tel', autoComplete: 'off' },
  { name: 'vendorName', label: 'Vendor name', autoComplete: 'off' },
];

/** The contact dialog's starting values: the record's, with blanks for missing ones. */
export function contactFormValues(r: Partial<Record<ContactFields, string | null>>): ContactFormValues {
  return {
    firstName: r.firstName ?? '',
    lastName: r.lastName ?? '',
    email: r.email ?? '',
    phoneNumber: r.phoneNumber ?? '',
    vendorName: r.vendorName ?? '',
  } satisfies ContactInput;
}
