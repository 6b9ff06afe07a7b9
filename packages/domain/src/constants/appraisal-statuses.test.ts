import { describe, expect, it } from 'vitest';
import {
  APPRAISAL_STATUS,
  APPRAISAL_STATUS_IDS,
  APPRAISAL_STATUS_KEYS,
  appraisalStatusLabel,
  isAppraisalStatusId,
} from './appraisal-statuses';

describe('appraisal statuses (part 1 section 4)', () => {
  it('"buying 1, grounding 2, reject 3, grounded 200, pickedup 220, returned 230, bought 400"', () => {
    expect(APPRAISAL_STATUS).toEqual({
      BUYING: 1,
      GROUNDING: 2,
      REJECT: 3,
      GROUNDED: 200,
      PICKED_UP: 220,
      RETURNED: 230,
      BOUGHT: 400,
    });
    expect(APPRAISAL_STATUS_KEYS).toEqual({
      1: 'buying',
      2: 'grounding',
      3: 'reject',
      200: 'grounded',
      220: 'pickedup',
      230: 'returned',
      400: 'bought',
    });
    expect(APPRAISAL_STATUS_IDS).toHaveLength(7);
  });
  it('names statuses, shows unknown ids and blanks no status', () => {
    expect(appraisalStatusLabel(220)).toBe('Picked up');
    expect(appraisalStatusLabel(3)).toBe('Rejected');
    expect(appraisalStatusLabel(999)).toBe('Status 999');
    expect(appraisalStatusLabel(null)).toBe('');
    expect(appraisalStatusLabel(undefined)).toBe('');
  });
  it('recognises status ids', () => {
    expect(isAppraisalStatusId(400)).toBe(true);
    expect(isAppraisalStatusId(4)).toBe(false);
    expect(isAppraisalStatusId('1')).toBe(false);
  });
});
