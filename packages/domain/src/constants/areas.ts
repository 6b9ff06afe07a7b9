/**
 * Spec part 1 section 4 / part 2 section 7: "move to another area (buying, lease, showroom, service)";
 * the row menu wording (part 1 section 2): "moves the record to Buying center, Lease return, Showroom or Service".
 */
export const AREAS = ['buying', 'lease', 'showroom', 'service'] as const;
export type Area = (typeof AREAS)[number];

export const AREA_LABELS: Readonly<Record<Area, string>> = {
  buying: 'Buying center',
  lease: 'Lease return',
  showroom: 'Showroom',
  service: 'Service',
};

/** Part 2 section 4: "Move to Buying center, Lease return, Showroom or Service | 'Move this record to ...?'". */
export function moveAreaConfirmation(area: Area): string {
  return `Move this record to ${AREA_LABELS[area]}?`;
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/**
 * Which area a record is in. The spec names the flags (list filter keys service, showroom, leases)
 * but not their precedence: service wins over showroom (a service visit can be a showroom
 * customer's too, and the service lane handles it), then lease returns, else the buying center.
 */
export function appraisalArea(appraisal: {
  appraisalTypeId?: number | null;
  service?: boolean | null;
  showroom?: boolean | null;
}): Area {
  if (appraisal.service) return 'service';
  if (appraisal.showroom) return 'showroom';
  return appraisal.appraisalTypeId === 2 ? 'lease' : 'buying';
}
