import { describe, expect, it } from 'vitest';
import { buyOrGroundConfirmation, CONFIRMATIONS, groundEmailConfirmation, transferConfirmation } from './confirmations';
import { EMPTY_STATES } from './empty-states';
import { ERROR_MESSAGES, reportLoadError, SUCCESS_MESSAGES } from './messages';

describe('messages (part 1 section 8, part 2 sections 4 and 8)', () => {
  it('pins error texts as written', () => {
    expect(ERROR_MESSAGES.generic).toBe('There was an error. Please try again.');
    expect(ERROR_MESSAGES.worksheetSave).toBe('There was an error. Any pending emails have not been sent.');
    expect(ERROR_MESSAGES.mmrRerun).toBe('There was an error with MMR. Please try again later.');
    expect(ERROR_MESSAGES.bankNotFound).toBe('Not found in dealer banks!');
    expect(reportLoadError('VIN1')).toBe('There was an error loading the report for VIN VIN1 Please contact support.');
    expect(SUCCESS_MESSAGES.recordTransferred).toBe('Record transferred. Your copy can be found in Archived items.');
    expect(EMPTY_STATES.stats).toBe('Time for a break / No submissions where found');
  });
  it('confirmations', () => {
    expect(transferConfirmation('Acme')).toBe('Transfer this record to Acme?');
    expect(groundEmailConfirmation('a@b.co')).toBe('Send email now to a@b.co?');
    expect(CONFIRMATIONS.worksheetIncomplete).toBe(
      'Worksheet incomplete, expected profit will be incorrect. OK to continue?',
    );
  });
  it("buy/ground: \"If the customer e-mail is missing it adds 'NOTE: ...'. With an e-mail, buy asks 'Send Odometer statement to customer?' and ground asks 'Send email now to {email}?'\"", () => {
    expect(buyOrGroundConfirmation('buy', null)).toEqual({
      message: 'Are you sure? NOTE: Customer email is missing. No notification will be sent.',
      notifyQuestion: null,
    });
    expect(buyOrGroundConfirmation('buy', 'a@b.co')).toEqual({
      message: 'Are you sure?',
      notifyQuestion: 'Send Odometer statement to customer?',
    });
    expect(buyOrGroundConfirmation('ground', ' a@b.co ')).toEqual({
      message: 'Are you sure?',
      notifyQuestion: 'Send email now to a@b.co?',
    });
  });
});
