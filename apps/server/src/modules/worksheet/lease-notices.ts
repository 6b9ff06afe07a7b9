import type { AppraisalRecord } from '../appraisals';
import type { DealerContact } from '../dealers/dealers.service';

const vehicleOf = (row: AppraisalRecord) => [row.year, row.make, row.model].filter(Boolean).join(' ') || 'vehicle';
const greetingOf = (row: AppraisalRecord) => (row.firstName?.trim() ? `Hello ${row.firstName.trim()},` : 'Hello,');

function addressLines(d: DealerContact): string[] {
  const cityLine = [d.city, [d.state, d.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [d.address1, d.address2, cityLine].filter((l): l is string => !!l?.trim());
}

/** "(555) 123-4567" for a 10-digit number; anything else as stored. */
function phoneText(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.length === 10) return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone?.trim() || null;
}

/**
 * The buy e-mail (part 2 section 4: "buy asks 'Send Odometer statement to customer?'"): the
 * odometer statement goes with it as a PDF. The spec gives no text; this one is ours.
 */
export function buyNoticeEmail(dealer: DealerContact, row: AppraisalRecord) {
  const vehicle = vehicleOf(row);
  return {
    subject: `Odometer statement for your ${vehicle} - ${dealer.name}`,
    body: [
      greetingOf(row),
      '',
      `${dealer.name} is buying your ${vehicle} (VIN ${row.vin}).`,
      'Attached is the odometer disclosure statement for the transfer. Please review it, sign it and bring it',
      'with you, or reply to this e-mail with any questions.',
      '',
      dealer.name,
      ...(phoneText(dealer.phoneNumber) ? [phoneText(dealer.phoneNumber)!] : []),
    ].join('\n'),
  };
}

/**
 * The grounding e-mail (part 2 section 4: ground asks 'Send email now to {email}?'): where to bring
 * the vehicle and whom to call. The spec gives no text; this one is ours.
 */
export function groundNoticeEmail(dealer: DealerContact, row: AppraisalRecord) {
  const vehicle = vehicleOf(row);
  const address = addressLines(dealer);
  const phone = phoneText(dealer.phoneNumber);
  return {
    subject: `Grounding instructions for your ${vehicle} - ${dealer.name}`,
    body: [
      greetingOf(row),
      '',
      `Your leased ${vehicle} (VIN ${row.vin}) is being grounded at ${dealer.name}.`,
      'Please return the vehicle to:',
      '',
      dealer.name,
      ...(address.length ? address : ['(address on request)']),
      ...(phone ? [`Phone: ${phone}`] : []),
      '',
      'Bring both keys, the owner’s manual and your current odometer reading. Remove your personal belongings',
      'and any toll tags before you hand the vehicle over.',
      phone ? `Call us at ${phone} to schedule a time.` : 'Reply to this e-mail to schedule a time.',
      '',
      dealer.name,
    ].join('\n'),
  };
}
