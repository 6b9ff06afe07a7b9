import type { LookupVehicle } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { vinOfBarcode } from './barcode';
import { readCustomerLink, typeCodeOfPage } from './customer-link';
import { maskUsDateInput } from './date-mask';
import { lookupFailure, lookupMessage } from './lookup-status';
import { shareButtonLabel } from './share-view';
import { trimOptions, vehicleForTrim, vehicleLine } from './vehicle-choice';

const accord: LookupVehicle = {
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-V6',
  subSeries: null,
  trims: ['EX-V6', 'LX', 'EX'],
};

describe('trim choice', () => {
  it('offers every trim once, the decoder trim first, and the vehicle of the chosen trim', () => {
    const other = { ...accord, model: 'Accord Coupe', trim: null, trims: ['LX', 'SE'] };
    expect(trimOptions([accord, other])).toEqual(['EX-V6', 'LX', 'EX', 'SE']);
    expect(trimOptions([{ ...accord, trims: [] }])).toEqual(['EX-V6']);
    expect(vehicleForTrim([accord, other], 'SE')).toEqual({
      year: 2003,
      make: 'Honda',
      model: 'Accord Coupe',
      trim: 'SE',
      subSeries: null,
    });
    expect(vehicleForTrim([], 'SE')).toBeNull();
    // A vehicle without trims (vPIC has none for a 2019 Model 3) is still the vehicle, trim left to type.
    const tesla = {
      vin: '5YJ3E1EA9KF997025',
      year: 2019,
      make: 'Tesla',
      model: 'Model 3',
      trim: null,
      subSeries: null,
      trims: [],
    };
    expect(vehicleLine(vehicleForTrim([tesla], ''))).toBe('2019 Tesla Model 3');
    expect(vehicleLine(vehicleForTrim([accord], 'LX'))).toBe('2003 Honda Accord');
    expect(vehicleLine(null)).toBe('');
  });
});

describe('lookup messages', () => {
  it('uses the spec texts, errors in red', () => {
    expect(lookupMessage('idle')).toEqual({ text: 'Enter a license plate or VIN.', error: false });
    expect(lookupMessage('searchingVin')?.text).toBe('Searching for VIN...');
    expect(lookupMessage('searchingVehicle')?.text).toBe('Searching for vehicle...');
    expect(lookupMessage('notFound')).toEqual({ text: 'Vehicle not found.', error: true });
    expect(lookupMessage('error')).toEqual({ text: 'Error finding vehicle for this VIN.', error: true });
    expect(lookupMessage('found')).toBeNull();
    expect(lookupFailure({ status: 404 })).toBe('notFound');
    expect(lookupFailure({ status: 502 })).toBe('error');
    expect(lookupFailure(new TypeError('offline'))).toBe('error');
  });
});

describe('input helpers', () => {
  it('masks a maturity date as MM/dd/yyyy while typing', () => {
    expect(maskUsDateInput('0')).toBe('0');
    expect(maskUsDateInput('0305')).toBe('03/05');
    expect(maskUsDateInput('03/052026999')).toBe('03/05/2026');
    expect(maskUsDateInput('')).toBe('');
  });

  it('reads a VIN from a scanned barcode, scanner prefix and suffix removed', () => {
    expect(vinOfBarcode('I1HGCM82633A004352M')).toBe('1HGCM82633A004352');
    expect(vinOfBarcode('*1HGCM82633A004352*')).toBe('1HGCM82633A004352');
    expect(vinOfBarcode('12345')).toBeNull();
  });

  it('reads a customer link and the type of a page without invite', () => {
    expect(readCustomerLink(new URLSearchParams('invite=abc&uid=u1&campaign=7'))).toEqual({
      invite: 'abc',
      uid: 'u1',
      campaignId: 7,
    });
    expect(readCustomerLink(new URLSearchParams('dealerId=3&campaign=x'))).toEqual({
      invite: null,
      uid: null,
      campaignId: null,
    });
    expect(typeCodeOfPage('sell')).toBe('tradein');
    expect(typeCodeOfPage('return')).toBe('lease');
  });

  it('labels the share button: Get link, then Copy; Send for e-mail and text', () => {
    expect(shareButtonLabel('url', null)).toBe('Get link');
    expect(shareButtonLabel('url', 'http://x')).toBe('Copy');
    expect(shareButtonLabel('email', null)).toBe('Send');
    expect(shareButtonLabel('sms', 'http://x')).toBe('Send');
  });
});
