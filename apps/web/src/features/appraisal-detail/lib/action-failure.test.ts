import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { actionFailureMessage, worksheetFailureMessage } from './action-failure';

describe('actionFailureMessage', () => {
  it('the generic alert, or the rule the server named', () => {
    expect(actionFailureMessage(new Error('network'))).toBe('There was an error. Please try again.');
    expect(actionFailureMessage(new ApiError(500, 'INTERNAL', 'boom'))).toBe('There was an error. Please try again.');
    expect(actionFailureMessage(new ApiError(422, 'CRM_NOT_CONFIGURED', 'Set the CRM e-mail address first.'))).toBe(
      'Set the CRM e-mail address first.',
    );
  });
  it('a failed save with changed bids is a bid save failure', () => {
    expect(worksheetFailureMessage(true)).toBe('There was an error. Please try again.');
    expect(worksheetFailureMessage(false)).toBe('There was an error. Any pending emails have not been sent.');
  });
});
