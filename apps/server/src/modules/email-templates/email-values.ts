import { type EmailVarValues, formatPhone, formatThousands } from '@dealer/domain';
import type { AppraisalRecord } from '../appraisals';
import { odometerOf } from '../appraisals';
import type { DealerContact } from '../dealers/dealers.service';
import type { EmailDealer } from './render/render-email';

/**
 * The values of the variables every sender knows: the customer, the vehicle and the dealer
 * (part 2 section 3 fields). Senders add their own (the offer, a link) on top.
 */
const clean = (s: string | number | null | undefined) => (s === null || s === undefined ? '' : String(s).trim());

function addressLines(d: DealerContact): string[] {
  const cityLine = [clean(d.city), [clean(d.state), clean(d.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [clean(d.address1), clean(d.address2), cityLine].filter(Boolean);
}

/** A phone as the customer reads it: (555) 123-4567, or as stored when it is not a US number. */
const phoneText = (phone: string | null) => formatPhone(phone) || clean(phone);

export type CustomerColumns = Pick<AppraisalRecord, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>;
export type VehicleColumns = Pick<
  AppraisalRecord,
  'year' | 'make' | 'model' | 'trim' | 'vin' | 'mileage' | 'inspectedMileage'
>;

export function customerValues(row: CustomerColumns): EmailVarValues {
  const first = clean(row.firstName);
  return {
    customer_first_name: first || 'there',
    customer_last_name: clean(row.lastName),
    customer_name: [first, clean(row.lastName)].filter(Boolean).join(' '),
    customer_email: clean(row.email),
    customer_phone: phoneText(row.phoneNumber),
  };
}

export function vehicleValues(row: VehicleColumns): EmailVarValues {
  const mileage = odometerOf(row);
  return {
    vehicle: [clean(row.year), clean(row.make), clean(row.model)].filter(Boolean).join(' ') || 'vehicle',
    vehicle_year: clean(row.year),
    vehicle_make: clean(row.make),
    vehicle_model: clean(row.model),
    vehicle_trim: clean(row.trim),
    vehicle_vin: clean(row.vin),
    vehicle_mileage: mileage === null || mileage === undefined ? '' : formatThousands(mileage),
  };
}

export function dealerValues(d: DealerContact): EmailVarValues {
  return {
    dealer_name: d.name,
    dealer_address: addressLines(d).join('\n'),
    dealer_phone: phoneText(d.phoneNumber),
    dealer_logo: clean(d.logoUrl),
  };
}

/** The dealer as the layout brands the e-mail (logo or name, address and phone in the footer). */
export function emailDealer(d: DealerContact): EmailDealer {
  return {
    name: d.name,
    logoUrl: clean(d.logoUrl) || null,
    addressLines: addressLines(d),
    phone: phoneText(d.phoneNumber) || null,
  };
}

/** Customer, vehicle and dealer values of an appraisal. */
export function appraisalValues(row: CustomerColumns & VehicleColumns, dealer: DealerContact): EmailVarValues {
  return { ...customerValues(row), ...vehicleValues(row), ...dealerValues(dealer) };
}
