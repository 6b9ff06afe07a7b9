/** Spec part 2 section 3: "Inspection status labels: Complete, Started, In process, QC Passed, Idle (default)". */
export const INSPECTION_STATUS_LABELS = ['Complete', 'Started', 'In process', 'QC Passed', 'Idle'] as const;
export type InspectionStatusLabel = (typeof INSPECTION_STATUS_LABELS)[number];

export const DEFAULT_INSPECTION_STATUS_LABEL: InspectionStatusLabel = 'Idle';

/**
 * The raw paveInspectStatus values are not shown in the spec. We accept the provider's codes in
 * any case and with any separator (COMPLETE, complete, IN_PROCESS, in-process, QC_PASSED, ...)
 * and fall back to "Idle", the spec's default, for anything else (including no status).
 */
const BY_CODE: Readonly<Record<string, InspectionStatusLabel>> = {
  complete: 'Complete',
  completed: 'Complete',
  started: 'Started',
  inprocess: 'In process',
  qcpassed: 'QC Passed',
  idle: 'Idle',
};

export function inspectionStatusLabel(raw: string | null | undefined): InspectionStatusLabel {
  if (!raw) return DEFAULT_INSPECTION_STATUS_LABEL;
  const code = raw.toLowerCase().replace(/[^a-z]/g, '');
  return BY_CODE[code] ?? DEFAULT_INSPECTION_STATUS_LABEL;
}

/** An inspection is done once the provider reports it complete or QC passed. */
export function isInspectionComplete(raw: string | null | undefined): boolean {
  const label = inspectionStatusLabel(raw);
  return label === 'Complete' || label === 'QC Passed';
}
