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
