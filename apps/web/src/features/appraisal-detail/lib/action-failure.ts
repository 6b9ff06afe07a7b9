import { ERROR_MESSAGES } from '@dealer/domain';
import { isApiError } from '../../../lib/api-error';

/**
 * The alert after a failed action: 'There was an error. Please try again.', except for a business
 * rule the server named (422: already sent to the CRM, no CRM address set, record closed), whose
 * own words tell the user what to do; trying again would not help there.
 */
export function actionFailureMessage(error: unknown): string {
  return isApiError(error) && error.status === 422 && error.message ? error.message : ERROR_MESSAGES.generic;
}

/**
 * The alert after a failed worksheet save: a save that carried changed bids is a failed bid save
 * (part 2 section 8: "bid save failure: alert 'There was an error. Please try again.'"); any other
 * keeps the worksheet's own "There was an error. Any pending emails have not been sent.".
 */
export function worksheetFailureMessage(bidsChanged: boolean): string {
  return bidsChanged ? ERROR_MESSAGES.generic : ERROR_MESSAGES.worksheetSave;
}
