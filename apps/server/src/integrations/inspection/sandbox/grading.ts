import type { InspectionAnswers } from '../port';

/** Vehicle photos the capture page asks for besides the odometer; each one missing lowers the grade. */
export const VEHICLE_PHOTO_COUNT = 5;

const GRADE_PENALTY = {
  warningLights: { yes: 1, no: 0 },
  bodyDamage: { none: 0, minor: 0.5, major: 1.5 },
  tyres: { good: 0, worn: 0.5 },
  smokedIn: { yes: 0.5, no: 0 },
} as const;

/** Repair dollars per finding, the kind of figures a reconditioning desk quotes. */
const DAMAGE_DOLLARS = {
  warningLights: { yes: 850, no: 0 },
  bodyDamage: { none: 0, minor: 650, major: 2800 },
  tyres: { good: 0, worn: 720 },
  smokedIn: { yes: 450, no: 0 },
} as const;

/**
 * The sandbox's condition grade, 1.0 (poor) to 5.0 (excellent), deterministic: 5.0 less a penalty
 * per finding, 0.3 above 100,000 miles (0.6 above 150,000), and 0.1 per vehicle photo not given
 * (fewer photos, less confidence in what was seen). Rounded to one decimal.
 */
export function gradeOf(answers: InspectionAnswers, odometer: number, vehiclePhotos: number): number {
  const findings =
    GRADE_PENALTY.warningLights[answers.warningLights] +
    GRADE_PENALTY.bodyDamage[answers.bodyDamage] +
    GRADE_PENALTY.tyres[answers.tyres] +
    GRADE_PENALTY.smokedIn[answers.smokedIn];
  const miles = odometer > 150_000 ? 0.6 : odometer > 100_000 ? 0.3 : 0;
  const missing = Math.max(0, VEHICLE_PHOTO_COUNT - vehiclePhotos) * 0.1;
  const grade = 5 - findings - miles - missing;
  return Math.round(Math.min(5, Math.max(1, grade)) * 10) / 10;
}

/** Estimated repair cost in whole dollars, the sum of the findings' figures. */
export function estimatedDamageOf(answers: InspectionAnswers): number {
  return (
    DAMAGE_DOLLARS.warningLights[answers.warningLights] +
    DAMAGE_DOLLARS.bodyDamage[answers.bodyDamage] +
    DAMAGE_DOLLARS.tyres[answers.tyres] +
    DAMAGE_DOLLARS.smokedIn[answers.smokedIn]
  );
}
