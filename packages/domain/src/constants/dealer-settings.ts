/**
 * Dealer settings 40107 to 40118 (spec part 2 sections 3, 5 and 9). The spec gives each id's type,
 * default and allowed values; it does not give names or descriptions, so the names below are ours,
 * chosen from what each default and value list fits:
 * - 40107 '200.00' number: the default pickup (transport) fee a new worksheet starts with;
 * - 40108 MMR | JDP | Galves: the default valuation provider (the worksheet's val query defaults to mmr);
 * - 40114 Average | Above | Below: MMR's range values (part 2 section 5);
 * - 40115 Trade | Loan | Retail: JD Power's value types;
 * - 40117 '5000.00' number: "Equity colour thresholds: low 1000; high from setting 40117 (default 5000)";
 * - 40118 '3': MMR's default grade (grades run 1.0 to 5.0; 3 is the middle);
 * - the booleans and free texts: CRM/vAuto automation switches and their addresses.
 */
export type DealerSettingType = 'boolean' | 'number' | 'string';

export interface DealerSettingDef {
  id: number;
  name: string;
  description: string;
  type: DealerSettingType;
  /** The default as the spec writes it (section 9), e.g. '200.00', 'MMR', false. */
  defaultValue: string | boolean;
  /** When set, the value must be one of these ("Enter one of: ..."). */
  allowed?: readonly string[];
  /** A free text that, when given, must be an e-mail address (the CRM lead address). */
  format?: 'email';
}

export const DEALER_SETTING = {
  DEFAULT_PICKUP_FEE: 40107,
  DEFAULT_VALUATION_PROVIDER: 40108,
  AUTO_SEND_CRM: 40109,
  AUTO_SEND_VAUTO: 40110,
  CRM_EMAIL: 40111,
  VAUTO_DEALER_ID: 40112,
  OFFER_DISCLAIMER: 40113,
  MMR_RANGE: 40114,
  JDP_VALUE_TYPE: 40115,
  NOTIFY_CUSTOMER_ON_OFFER: 40116,
  HIGH_EQUITY_THRESHOLD: 40117,
  MMR_DEFAULT_GRADE: 40118,
} as const;
export type DealerSettingId = (typeof DEALER_SETTING)[keyof typeof DEALER_SETTING];

export const DEALER_SETTINGS: readonly DealerSettingDef[] = [
  {
    id: 40107,
    name: 'Default pickup fee',
    description: 'Pickup (transport) fee a new worksheet starts with.',
    type: 'number',
    defaultValue: '200.00',
  },
  {
    id: 40108,
    name: 'Default valuation provider',
    description: 'Valuation the worksheet shows first.',
    type: 'string',
    defaultValue: 'MMR',
    allowed: ['MMR', 'JDP', 'Galves'],
  },
  {
    id: 40109,
    name: 'Send new appraisals to CRM',
    description: 'Push every new appraisal to the CRM as a lead.',
    type: 'boolean',
    defaultValue: false,
  },
  {
    id: 40110,
    name: 'Create vAuto appraisals',
    description: 'Create a vAuto appraisal for every new appraisal.',
    type: 'boolean',
    defaultValue: false,
  },
  {
    id: 40111,
    name: 'CRM lead e-mail',
    description: 'Address CRM leads (ADF XML) are sent to.',
    type: 'string',
    defaultValue: '',
    format: 'email',
  },
  { id: 40112, name: 'vAuto dealer id', description: 'Dealer id in vAuto.', type: 'string', defaultValue: '' },
  {
    id: 40113,
    name: 'Offer letter note',
    description: 'Text printed at the foot of offer letters.',
    type: 'string',
    defaultValue: '',
  },
  {
    id: 40114,
    name: 'MMR range',
    description: 'MMR value range used by default.',
    type: 'string',
    defaultValue: 'Average',
    allowed: ['Average', 'Above', 'Below'],
  },
  {
    id: 40115,
    name: 'JD Power value type',
    description: 'JD Power value used by default.',
    type: 'string',
    defaultValue: 'Trade',
    allowed: ['Trade', 'Loan', 'Retail'],
  },
  {
    id: 40116,
    name: 'Notify customer on offer',
    description: 'Send the customer an e-mail when an offer is made.',
    type: 'boolean',
    defaultValue: true,
  },
  {
    id: 40117,
    name: 'High equity threshold',
    description: 'Equity at or above this amount shows as high.',
    type: 'number',
    defaultValue: '5000.00',
  },
  {
    id: 40118,
    name: 'MMR default grade',
    description: 'Condition grade MMR valuations use by default.',
    type: 'number',
    defaultValue: '3',
  },
];

export const DEALER_SETTING_IDS: readonly number[] = DEALER_SETTINGS.map((s) => s.id);

export function dealerSettingDef(id: number): DealerSettingDef | undefined {
  return DEALER_SETTINGS.find((s) => s.id === id);
}

/** "Equity colour thresholds: low 1000; high from setting 40117 (default 5000)." */
export const EQUITY_LOW_THRESHOLD = 1000;
export const EQUITY_HIGH_THRESHOLD_DEFAULT = 5000;
