import { z } from 'zod';
import { PLATE_MIN_LENGTH } from '../constants/limits';
import { APPRAISAL_TYPE_CODES, SEND_INSPECT_VALUES } from '../constants/new-appraisal';
import { US_STATE_CODES } from '../constants/us-states';
import { cleanVin } from '../format/vin';
import { cleanZip } from '../format/zip';
import { dateAnswer, idAnswer } from './answer-fields';
import {
  boundedString,
  EMAIL_INVALID,
  flag,
  isBlank,
  MILEAGE_MAX,
  optionalDate,
  optionalEmail,
  optionalNumber,
  optionalOneOf,
  optionalText,
  requiredNumber,
} from './fields';

/** Spec part 1 section 5, "New appraisal, full mode" messages. */
export const NEW_APPRAISAL_MESSAGES = {
  vin: 'Please enter a VIN, or use License Plate + State to find one.',
  trim: 'A trim is required.',
  mileage: 'Mileage is required.',
  email: EMAIL_INVALID,
  /** Ours: the minimal mode's "numeric mileage" with no text in the spec. */
  mileageNumber: 'Mileage must be a number.',
  ownerStatus: 'Choose Paid off, Finance or Lease.',
  state: 'Choose a state from the list.',
  sendInspect: 'Choose where to send the inspection.',
  sendInspectNone: 'Only service appraisals can skip sending the inspection.',
  typeCode: 'Choose Trade in, Showroom trade in or Lease return.',
} as const;

const stateCode = z
  .union([z.enum(US_STATE_CODES as [string, ...string[]]), z.literal(''), z.null()], {
    error: NEW_APPRAISAL_MESSAGES.state,
  })
  .optional()
  .transform((v) => (v ? v : null));

/** A decoded vehicle (part 1 section 3: "vehicle (year, make, model, trim, subSeries)"). */
export const decodedVehicleSchema = z.object({
  year: optionalNumber('Year must be a number.', { int: true, min: 1900, max: 2100 }),
  make: optionalText(),
  model: optionalText(),
  trim: optionalText(),
  subSeries: optionalText(),
});
export type DecodedVehicle = z.infer<typeof decodedVehicleSchema>;

/** Fields both modes share, with the minimal mode's rules (part 1 section 5: "e-mail format, numeric mileage, nullable owner status"). */
const sharedShape = {
  plate: optionalText(16),
  plateState: stateCode,
  vehicle: decodedVehicleSchema.nullable().optional(),
  vehicles: z.array(decodedVehicleSchema).optional(),
  ownerStatusId: optionalOneOf([1, 2, 3], NEW_APPRAISAL_MESSAGES.ownerStatus),
  financeBank: optionalText(200),
  /** "financeBankNum (last 4 of SSN or account number)". */
  financeBankNum: optionalText(40),
  maturityDate: optionalDate(),
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: optionalEmail(),
  phone: optionalText(40),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(100),
  state: stateCode,
  zip: z
    .union([boundedString('Enter a ZIP code.', 20), z.number(), z.null()])
    .optional()
    .transform((v) => (isBlank(v) ? null : cleanZip(v) || null)),
  sendInspect: z
    .enum(SEND_INSPECT_VALUES as [string, ...string[]], { error: NEW_APPRAISAL_MESSAGES.sendInspect })
    .optional(),
};

/** Minimal (prefill) mode, used by the share dialog's prefill: everything optional, VIN cleaned. */
export const newAppraisalMinimalSchema = z.object({
  ...sharedShape,
  vin: optionalText(40).transform((v) => (v === null ? null : cleanVin(v) || null)),
  trim: optionalText(200),
  mileage: optionalNumber(NEW_APPRAISAL_MESSAGES.mileageNumber, { min: 0, max: MILEAGE_MAX }),
});
export type NewAppraisalMinimal = z.output<typeof newAppraisalMinimalSchema>;
export type NewAppraisalMinimalInput = z.input<typeof newAppraisalMinimalSchema>;

/**
 * Full mode (part 1 section 5): "VIN required ('Please enter a VIN, or use License Plate + State to
 * find one.'); trim required ('A trim is required.'); mileage required number ('Mileage is
 * required.'); e-mail valid format; ownerStatusId nullable number." The VIN is cleaned (part 1
 * section 5 "Vin cleaning") before the required check.
 */
export const newAppraisalSchema = z.object({
  ...sharedShape,
  vin: boundedString(NEW_APPRAISAL_MESSAGES.vin, 40)
    .transform(cleanVin)
    .pipe(z.string().min(1, NEW_APPRAISAL_MESSAGES.vin)),
  trim: boundedString(NEW_APPRAISAL_MESSAGES.trim, 200).trim().min(1, NEW_APPRAISAL_MESSAGES.trim),
  mileage: requiredNumber(NEW_APPRAISAL_MESSAGES.mileage, { min: 0, max: MILEAGE_MAX }),
});
export type NewAppraisal = z.output<typeof newAppraisalSchema>;
export type NewAppraisalInput = z.input<typeof newAppraisalSchema>;

/**
 * POST /appraisals/start (part 1 section 7: "typeCode, service flag, form values; returns id and
 * inspectionUrl"), plus the optional duid of the public service page. "sendInspect ... (service
 * also allows none)": none is refused elsewhere.
 */
export const startAppraisalSchema = newAppraisalSchema
  .extend({
    typeCode: z.enum(APPRAISAL_TYPE_CODES, { error: NEW_APPRAISAL_MESSAGES.typeCode }),
    service: flag(false),
    /** Ours: the showroom's "Start showroom lease return" starts a lease (type code lease) in the showroom. */
    showroom: flag(false),
    duid: optionalText(100),
  })
  .superRefine((v, ctx) => {
    if (v.sendInspect === 'none' && !v.service) {
      ctx.addIssue({ code: 'custom', path: ['sendInspect'], message: NEW_APPRAISAL_MESSAGES.sendInspectNone });
    }
  });
export type StartAppraisal = z.output<typeof startAppraisalSchema>;
export type StartAppraisalInput = z.input<typeof startAppraisalSchema>;

/** Part 1 section 2: "entering a plate of at least 4 characters with a state and pressing FIND looks up the VIN". */
export function canLookUpPlate(plate: string | null | undefined, state: string | null | undefined): boolean {
  return (plate ?? '').trim().length >= PLATE_MIN_LENGTH && !isBlank(state);
}

/** The start's answer (POST /appraisals/start and the public forms): the record and its capture link. */
export const startAnswer = z.object({
  id: idAnswer,
  inspectionUrl: z
    .string()
    .nullable()
    .describe("the inspection capture link; null when the provider's session could not be opened"),
});
export type StartResult = z.infer<typeof startAnswer>;

/** The vehicle of a prefill, as the minimal mode stored it. */
const prefillVehicleAnswer = z.object({
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  subSeries: z.string().nullable(),
});

/** A shared form's prefill: the share dialog's values after the minimal mode (newAppraisalMinimalSchema). */
export const prefillAnswer = z
  .object({
    vin: z.string().nullable(),
    trim: z.string().nullable(),
    mileage: z.number().nullable(),
    plate: z.string().nullable(),
    plateState: z.string().nullable(),
    vehicle: prefillVehicleAnswer.nullable(),
    vehicles: z.array(prefillVehicleAnswer),
    ownerStatusId: z.literal([1, 2, 3]).nullable(),
    financeBank: z.string().nullable(),
    financeBankNum: z.string().nullable(),
    maturityDate: dateAnswer.nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    sendInspect: z.enum(SEND_INSPECT_VALUES as [string, ...string[]]),
  })
  .partial();
