import { canLookUpPlate, cleanVin, type LookupVehicle, VIN_DECODE_MIN_LENGTH } from '@dealer/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AppraisalFormValues } from '../lib/form-values';
import { type LookupStatus, lookupFailure } from '../lib/lookup-status';
import type { VehicleLookups } from '../lib/lookups';
import { trimOptions, vehicleForTrim } from '../lib/vehicle-choice';

export interface VehicleLookup {
  status: LookupStatus;
  vehicles: LookupVehicle[];
  trims: string[];
  canFind: boolean;
  canDecode: boolean;
  /** FIND: the plate's VIN, then its vehicle. */
  find: () => Promise<void>;
  /** DECODE: the VIN's vehicles; keepTrim keeps a prefilled trim the decoder also offers. */
  decode: (vin?: string, keepTrim?: boolean) => Promise<void>;
  /** Picks a trim and the vehicle that goes with it. */
  chooseTrim: (trim: string) => void;
}

/**
 * The lookup part of the New appraisal form (part 1 section 2): FIND needs a plate of at least 4
 * characters and a state, DECODE a cleaned VIN of at least 11. A newer lookup cancels an older one.
 */
export function useVehicleLookup(form: UseFormReturn<AppraisalFormValues>, lookups: VehicleLookups): VehicleLookup {
  const { setValue, getValues, watch } = form;
  const [status, setStatus] = useState<LookupStatus>('idle');
  const [vehicles, setVehicles] = useState<LookupVehicle[]>([]);
  const pending = useRef<AbortController | null>(null);
  const plate = watch('plate');
  const plateState = watch('plateState');
  const vin = watch('vin');

  useEffect(() => () => pending.current?.abort(), []);

  const begin = () => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    return controller;
  };

  const chooseTrim = useCallback(
    (trim: string, list: LookupVehicle[] = vehicles) => {
      setValue('trim', trim, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
      // A vehicle vPIC knows no trims for (a 2019 Model 3, say) is still the decoded vehicle: its line
      // shows and the trim is typed.
      setValue('vehicle', vehicleForTrim(list, trim));
    },
    [form.formState.isSubmitted, setValue, vehicles],
  );

  const decodeWith = async (controller: AbortController, raw: string, keepTrim: boolean) => {
    const cleaned = cleanVin(raw);
    setValue('vin', cleaned, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
    setStatus('searchingVehicle');
    try {
      const found = await lookups.decodeVin(cleaned, controller.signal);
      if (controller.signal.aborted) return;
      setVehicles(found);
      const trims = trimOptions(found);
      if (found.length === 0) {
        setStatus('notFound');
        chooseTrim('', found);
        return;
      }
      setStatus('found');
      const current = getValues('trim');
      chooseTrim(keepTrim && trims.includes(current) ? current : (trims[0] ?? ''), found);
    } catch (err) {
      if (controller.signal.aborted) return;
      setVehicles([]);
      setStatus(lookupFailure(err) === 'notFound' ? 'notFound' : 'error');
    }
  };

  const decode = async (value?: string, keepTrim = false) => {
    const raw = value ?? getValues('vin');
    if (cleanVin(raw).length < VIN_DECODE_MIN_LENGTH) return;
    await decodeWith(begin(), raw, keepTrim);
  };

  const find = async () => {
    const { plate: p, plateState: s } = getValues();
    if (!canLookUpPlate(p, s)) return;
    const controller = begin();
    setStatus('searchingVin');
    try {
      const found = await lookups.findPlate(s, p.trim(), controller.signal);
      if (controller.signal.aborted) return;
      await decodeWith(controller, found.vin, false);
    } catch (err) {
      if (controller.signal.aborted) return;
      setVehicles([]);
      setStatus(lookupFailure(err));
    }
  };

  return {
    status,
    vehicles,
    trims: trimOptions(vehicles),
    canFind: canLookUpPlate(plate, plateState),
    canDecode: cleanVin(vin).length >= VIN_DECODE_MIN_LENGTH,
    find,
    decode,
    chooseTrim: (trim) => chooseTrim(trim),
  };
}
