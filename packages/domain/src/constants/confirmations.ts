/**
 * Part 2 section 4's confirmations, copied as written. A module of their own, apart from the error
 * catalogue: the app's entry keeps what its shared modules export, and the sign-in page needs none of these.
 */
export const CONFIRMATIONS = {
  areYouSure: 'Are you sure?',
  setBuying: 'Set status to Buying?',
  undoBuying: 'Undo Buying status?',
  undoStatus: 'Undo the last status change?',
  archive: 'Archive this record?',
  unarchive: 'Un-archive this record?',
  ground: 'Move this vehicle to Grounded?',
  pickedUp: 'Mark vehicle as picked up?',
  vauto: 'Create an appraisal in vAuto now?',
  worksheetIncomplete: 'Worksheet incomplete, expected profit will be incorrect. OK to continue?',
  noCustomerEmail: 'NOTE: Customer email is missing. No notification will be sent.',
  sendOdometer: 'Send Odometer statement to customer?',
  unsavedChanges: 'You have unsaved changes...',
  resetTemplate: 'Reset to default',
} as const;

/** Part 2 section 4: "Transfer this record to {dealer}?". */
export function transferConfirmation(dealerName: string): string {
  return `Transfer this record to ${dealerName}?`;
}

/** Part 2 section 4: ground "asks 'Send email now to {email}?'". */
export function groundEmailConfirmation(email: string): string {
  return `Send email now to ${email}?`;
}

/**
 * Part 2 section 4: "Confirm text is 'Are you sure?'. If the customer e-mail is missing it adds
 * 'NOTE: Customer email is missing. No notification will be sent.'. With an e-mail, buy asks 'Send
 * Odometer statement to customer?' and ground asks 'Send email now to {email}?'." Returns the
 * confirmation lines and whether a follow-up notify question is asked.
 */
export function buyOrGroundConfirmation(
  action: 'buy' | 'ground',
  customerEmail: string | null | undefined,
): { message: string; notifyQuestion: string | null } {
  const email = customerEmail?.trim();
  if (!email) return { message: `${CONFIRMATIONS.areYouSure} ${CONFIRMATIONS.noCustomerEmail}`, notifyQuestion: null };
  return {
    message: CONFIRMATIONS.areYouSure,
    notifyQuestion: action === 'buy' ? CONFIRMATIONS.sendOdometer : groundEmailConfirmation(email),
  };
}
