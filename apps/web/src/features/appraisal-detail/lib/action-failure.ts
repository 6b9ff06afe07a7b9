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
