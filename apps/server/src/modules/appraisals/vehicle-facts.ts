import type { AppraisalRecord } from './appraisal-record.repository';

type VehicleColumns = Pick<
  AppraisalRecord,
  'year' | 'make' | 'model' | 'trim' | 'vin' | 'mileage' | 'inspectedMileage'
>;

/** The odometer reading documents and providers get: the inspected one when the vehicle was inspected. */
export const odometerOf = (row: Pick<AppraisalRecord, 'mileage' | 'inspectedMileage'>) =>
  row.inspectedMileage ?? row.mileage;

/** The vehicle as offer letters, the offer page and providers describe it. */
export function vehicleFacts(row: VehicleColumns) {
  return { year: row.year, make: row.make, model: row.model, trim: row.trim, vin: row.vin, mileage: odometerOf(row) };
}
