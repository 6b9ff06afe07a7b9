import type { VehicleHistoryPillarKey, VehicleHistoryReport } from './schemas/vehicle-history';

// Apart from the schemas: a page that only shows a report (the list's snapshot badge) does not
// load zod, which the schemas' module-level z.object() calls would bring.
/** The four pillars in the order the provider places them. */
export function pillarsInOrder(report: VehicleHistoryReport) {
  return (
    Object.entries(report.fourPillars) as [
      VehicleHistoryPillarKey,
      VehicleHistoryReport['fourPillars'][VehicleHistoryPillarKey],
    ][]
  )
    .map(([key, p]) => ({ key, ...p }))
    .sort((a, b) => a.position - b.position);
}
