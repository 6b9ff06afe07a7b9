import { type Area, appraisalTypeOfCode, OWNER_STATUS, type StartAppraisal } from '@dealer/domain';
import type { DecodedVehicle } from '../../integrations/vin-decoder/port';

/** Where a started appraisal lands: the service flag wins, then the showroom, then its type. */
export function areaOfStart(input: Pick<StartAppraisal, 'typeCode' | 'service' | 'showroom'>): Area {
  if (input.service) return 'service';
  if (input.typeCode === 'showroom_tradein' || input.showroom) return 'showroom';
  return input.typeCode === 'lease' ? 'lease' : 'buying';
}

/**
 * Part 1 section 2: "Customers are not contacted automatically for service and showroom
 * trade-ins". Everyone else gets the inspection link on the sendInspect channels.
 */
export function contactsCustomer(input: Pick<StartAppraisal, 'typeCode' | 'service'>): boolean {
  return !input.service && input.typeCode !== 'showroom_tradein';
}

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * The appraisal columns a start fills from the New appraisal form. A lease return is owned by the
 * bank (owner status 3, "hidden for lease returns"); the bank block is kept when the owner status is
 * above 1 or the type is lease, as the dialog shows it; the address block belongs to leases.
 * The vehicle is the decoder's when it knows the VIN (the form's copy is only a fallback) with the
 * trim the user chose.
 */
export function appraisalValuesOfStart(input: StartAppraisal, decoded: DecodedVehicle | null) {
  const lease = input.typeCode === 'lease';
  const ownerStatusId = lease ? OWNER_STATUS.LEASE : (input.ownerStatusId ?? null);
  const bank = lease || (ownerStatusId !== null && ownerStatusId > OWNER_STATUS.PAID_OFF);
  const vehicle = decoded ?? input.vehicle ?? null;
  return {
    appraisalTypeId: appraisalTypeOfCode(input.typeCode),
    area: areaOfStart(input),
    vin: input.vin,
    year: vehicle?.year ?? null,
    make: blank(vehicle?.make),
    model: blank(vehicle?.model),
    trim: blank(input.trim),
    subSeries: blank(vehicle?.subSeries),
    mileage: input.mileage,
    ownerStatusId,
    financeBank: bank ? blank(input.financeBank) : null,
    financeBankNum: bank ? blank(input.financeBankNum) : null,
    maturityDate: bank ? (input.maturityDate ?? null) : null,
    firstName: blank(input.firstName),
    lastName: blank(input.lastName),
    email: blank(input.email),
    phoneNumber: blank(input.phone),
    address1: lease ? blank(input.address1) : null,
    address2: lease ? blank(input.address2) : null,
    city: lease ? blank(input.city) : null,
    state: lease ? (input.state ?? null) : null,
    zip: lease ? (input.zip ?? null) : null,
  };
}
