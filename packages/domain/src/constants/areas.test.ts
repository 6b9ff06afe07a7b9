import { describe, expect, it } from 'vitest';
import { AREA_LABELS, AREAS, appraisalArea, isArea, moveAreaConfirmation } from './areas';

describe('areas (part 1 section 4: "move to another area (buying, lease, showroom, service)")', () => {
  it('pins area names and labels', () => {
    expect(AREAS).toEqual(['buying', 'lease', 'showroom', 'service']);
    expect(AREA_LABELS).toEqual({
      buying: 'Buying center',
      lease: 'Lease return',
      showroom: 'Showroom',
      service: 'Service',
    });
    expect(isArea('lease')).toBe(true);
    expect(isArea('board')).toBe(false);
  });
  it('"Move this record to ...?"', () => {
    expect(moveAreaConfirmation('buying')).toBe('Move this record to Buying center?');
    expect(moveAreaConfirmation('service')).toBe('Move this record to Service?');
  });
  it('derives the area: service, then showroom, then lease, else buying', () => {
    expect(appraisalArea({ appraisalTypeId: 1 })).toBe('buying');
    expect(appraisalArea({ appraisalTypeId: 2 })).toBe('lease');
    expect(appraisalArea({ appraisalTypeId: 2, showroom: true })).toBe('showroom');
    expect(appraisalArea({ appraisalTypeId: 1, showroom: true, service: true })).toBe('service');
  });
});
