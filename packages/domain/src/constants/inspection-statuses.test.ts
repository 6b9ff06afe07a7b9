import { describe, expect, it } from 'vitest';
import { INSPECTION_STATUS_LABELS, inspectionStatusLabel, isInspectionComplete } from './inspection-statuses';

describe('inspection status labels (part 2 section 3: "Complete, Started, In process, QC Passed, Idle (default)")', () => {
  it('pins the labels', () => {
    expect(INSPECTION_STATUS_LABELS).toEqual(['Complete', 'Started', 'In process', 'QC Passed', 'Idle']);
  });
  it('maps provider codes in any case or separator', () => {
    expect(inspectionStatusLabel('COMPLETE')).toBe('Complete');
    expect(inspectionStatusLabel('completed')).toBe('Complete');
    expect(inspectionStatusLabel('STARTED')).toBe('Started');
    expect(inspectionStatusLabel('IN_PROCESS')).toBe('In process');
    expect(inspectionStatusLabel('in-process')).toBe('In process');
    expect(inspectionStatusLabel('QC_PASSED')).toBe('QC Passed');
    expect(inspectionStatusLabel('IDLE')).toBe('Idle');
  });
  it('defaults to Idle', () => {
    expect(inspectionStatusLabel(null)).toBe('Idle');
    expect(inspectionStatusLabel('')).toBe('Idle');
    expect(inspectionStatusLabel('whatever')).toBe('Idle');
  });
  it('complete means Complete or QC Passed', () => {
    expect(isInspectionComplete('COMPLETE')).toBe(true);
    expect(isInspectionComplete('QC_PASSED')).toBe(true);
    expect(isInspectionComplete('STARTED')).toBe(false);
    expect(isInspectionComplete(undefined)).toBe(false);
  });
});
