/** Spec part 1 section 3: "Type codes: tradein, showroom_tradein, lease; displayed "Trade in", "Lease return"." */
export const APPRAISAL_TYPE_CODES = ['tradein', 'showroom_tradein', 'lease'] as const;
export type AppraisalTypeCode = (typeof APPRAISAL_TYPE_CODES)[number];

export const APPRAISAL_TYPE_CODE_LABELS: Readonly<Record<AppraisalTypeCode, string>> = {
  tradein: 'Trade in',
  showroom_tradein: 'Trade in',
  lease: 'Lease return',
};

/** The appraisal type a type code starts (lease is type 2, the others type 1). */
export function appraisalTypeOfCode(code: AppraisalTypeCode): 1 | 2 {
  return code === 'lease' ? 2 : 1;
}

/**
 * Spec part 1 section 3: "sendInspect: email, phone, email_phone (service also allows none)";
 * section 2 labels: "Send inspection to my": email, phone, email & phone (plus none for service).
 */
export const SEND_INSPECT_OPTIONS = [
  { value: 'email', label: 'email' },
  { value: 'phone', label: 'phone' },
  { value: 'email_phone', label: 'email & phone' },
  { value: 'none', label: 'none' },
] as const;
export type SendInspect = (typeof SEND_INSPECT_OPTIONS)[number]['value'];
export const SEND_INSPECT_VALUES: readonly SendInspect[] = ['email', 'phone', 'email_phone', 'none'];

/** The sendInspect choices a dialog offers: "none" only for service appraisals. */
export function sendInspectOptions(service: boolean) {
  return SEND_INSPECT_OPTIONS.filter((o) => service || o.value !== 'none');
}

export const SEND_INSPECT_LABEL = 'Send inspection to my';

/** Part 1 section 2, new appraisal dialog texts. */
export const NEW_APPRAISAL_TEXTS = {
  titleTradeIn: 'New Trade in',
  titleLease: 'New Lease return',
  titleService: 'New Service Appraisal',
  startShowroomTradeIn: 'Start showroom trade-in',
  startShowroomLease: 'Start showroom lease return',
  hint: 'Enter a license plate or VIN.',
  searchingVin: 'Searching for VIN...',
  searchingVehicle: 'Searching for vehicle...',
  notFound: 'Vehicle not found.',
  decodeError: 'Error finding vehicle for this VIN.',
  find: 'FIND',
  decode: 'DECODE',
  scan: 'SCAN',
  start: 'Start',
  welcome: 'Welcome',
  prompt: 'What would you like to do today?',
  newOpportunity: 'New opportunity',
  newInspection: 'New inspection',
} as const;

/** Part 1 section 2 welcome page: "Welcome {first name}". */
export function welcomeText(firstName: string): string {
  return `Welcome ${firstName}`;
}
