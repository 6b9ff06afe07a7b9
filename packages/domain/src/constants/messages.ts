/**
 * The product's texts that are not tied to one schema field: the error catalogues (part 1
 * section 8, part 2 section 8), confirmations (part 2 section 4) and empty states. Copied as written.
 */
export const ERROR_MESSAGES = {
  generic: 'There was an error. Please try again.',
  worksheetSave: 'There was an error. Any pending emails have not been sent.',
  mmrRerun: 'There was an error with MMR. Please try again later.',
  profileSave: 'There was an error, please contact support.',
  loginFailed: 'Invalid username or password. Please try again.',
  confirmLoginFailed: 'There was an error logging in. Please contact support.',
  carfaxRefresh: 'Error: Could not refresh access token.',
  carfaxState: 'Missing carfax connect state.',
  testNotification: 'Error sending test notification',
  testNotificationAlt: 'Notification not sent! Please contact support',
  bankNotFound: 'Not found in dealer banks!',
  maturityMissing: 'Maturity date missing',
  pageNotFound: 'PAGE NOT FOUND',
  download: 'TODO: Implement apiDownload.',
} as const;

/** Part 1 section 8: "There was an error loading the report for VIN ... Please contact support." */
export function reportLoadError(vin: string): string {
  return `There was an error loading the report for VIN ${vin} Please contact support.`;
}

export const SUCCESS_MESSAGES = {
  profileSaved: 'We need to log you out for changes to take effect.',
  worksheetSaved: 'Worksheet saved',
  recordTransferred: 'Record transferred. Your copy can be found in Archived items.',
} as const;

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

export const EMPTY_STATES = {
  list: 'Time for a break / Nothing to do here right now',
  showroom: 'Welcome to the Showroom page / Get started by creating some appraisals',
  stats: 'Time for a break / No submissions where found',
  notifications: 'There are no notifications to view',
  valuation: 'No valuation performed on this record.',
  inspection: 'Inspection results are not currently available.',
  loading: 'Loading...',
  searching: 'SEARCHING...',
  noResults: 'NO RESULTS FOUND',
  loggingOut: 'Logging out...',
  loadingCarfax: 'Loading Carfax...',
  carfaxLogin: 'Login required',
} as const;

export const DIALOG_TITLES = { alert: 'Alert', confirm: 'Please confirm', prompt: 'Input required' } as const;
