/**
 * The product's texts that are not tied to one schema field: the error catalogues (part 1
 * section 8, part 2 section 8), success messages and dialog titles. Copied as written; the
 * confirmations and empty states have their own modules.
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

export const DIALOG_TITLES = { alert: 'Alert', confirm: 'Please confirm', prompt: 'Input required' } as const;
