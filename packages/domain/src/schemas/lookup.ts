import { z } from 'zod';
import { PLATE_MIN_LENGTH, VIN_DECODE_MIN_LENGTH } from '../constants/limits';
import { US_STATE_CODES } from '../constants/us-states';
import { cleanVin } from '../format/vin';
import { idAnswer } from './answer-fields';
import { boundedString } from './fields';
import { dealerRefAnswer } from './profile';

export const LOOKUP_MESSAGES = {
  vin: `Enter at least ${VIN_DECODE_MIN_LENGTH} characters of the VIN.`,
  plate: `Enter at least ${PLATE_MIN_LENGTH} characters of the plate.`,
  state: 'Choose a state from the list.',
} as const;

/** GET appraisals/vin/{vin}: "Decoding needs a VIN of at least 11 characters" (after cleaning). */
export const vinLookupSchema = z.object({
  vin: boundedString(LOOKUP_MESSAGES.vin, 40)
    .transform(cleanVin)
    .pipe(z.string().min(VIN_DECODE_MIN_LENGTH, LOOKUP_MESSAGES.vin)),
});
export type VinLookup = z.output<typeof vinLookupSchema>;

/** GET appraisals/plate/{state}/{plate}: "Plate lookup needs plate length at least 4 and a state." */
export const plateLookupSchema = z.object({
  state: z
    .string({ error: LOOKUP_MESSAGES.state })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATE_CODES as [string, ...string[]], { error: LOOKUP_MESSAGES.state })),
  plate: boundedString(LOOKUP_MESSAGES.plate, 20)
    .transform((p) => p.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(PLATE_MIN_LENGTH, LOOKUP_MESSAGES.plate)
        .max(10, LOOKUP_MESSAGES.plate)
        // Plates are letters and digits; anything else ('1;select') is no plate to look up.
        .regex(/^[A-Z0-9]+$/, LOOKUP_MESSAGES.plate),
    ),
});
export type PlateLookup = z.output<typeof plateLookupSchema>;

/** One vehicle a VIN may be (part 1 section 3: "vehicle (year, make, model, trim, subSeries)"), with the trims to choose from. */
export const lookupVehicleAnswer = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  trim: z.string().nullable(),
  subSeries: z.string().nullable(),
  trims: z.array(z.string()),
});
export type LookupVehicle = z.infer<typeof lookupVehicleAnswer>;

/** GET appraisals/vin/{vin}: the vehicles the VIN may be; a VIN the decoder does not know is an empty list. */
export const vinDecodeAnswer = z.array(lookupVehicleAnswer);

/** GET appraisals/plate/{state}/{plate}: the vehicle registered under the plate (404 when none). */
export const plateVehicleAnswer = z.object({
  vin: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
});
export type PlateVehicle = z.infer<typeof plateVehicleAnswer>;

/** GET /appraisal_deal_types: the deal types an appraisal may name. */
export const dealTypeAnswer = z.object({ id: idAnswer, name: z.string() });
export type DealType = z.infer<typeof dealTypeAnswer>;
export const dealTypesAnswer = z.array(dealTypeAnswer);

/** GET /dealer_bidders: the dealer's bidders (the bid dialog's names). */
export const bidderAnswer = z.object({ id: idAnswer, name: z.string() });
export type Bidder = z.infer<typeof bidderAnswer>;
export const biddersAnswer = z.array(bidderAnswer);

/** GET /linked_dealers: the dealers this one may transfer to. */
export const linkedDealersAnswer = z.array(dealerRefAnswer);
