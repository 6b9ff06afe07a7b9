import { describe, expect, it } from 'vitest';
import { findMake, findModel } from './catalog';
import { type VehicleValueInput, vehicleValue } from './depreciation';
import { decodeVehicle, modelYearOf, trimsOf } from './vin';

const asOf = new Date('2025-06-15T12:00:00Z');
const camry: VehicleValueInput = {
  year: 2022,
  make: 'Toyota',
  model: 'Camry',
  trim: 'LE',
  mileage: 40_000,
  grade: null,
  region: 'SE',
  color: 'White',
  asOf,
};
const avg = (input: Partial<VehicleValueInput>) => vehicleValue({ ...camry, ...input }).wholesale.average;

describe('vehicleValue (the sandboxes’ depreciation model)', () => {
  it('is deterministic', () => {
    expect(vehicleValue(camry)).toEqual(vehicleValue({ ...camry }));
  });

  it('values a 3-year-old mainstream sedan realistically, luxury higher, old and worn lower', () => {
    expect(avg({})).toBeGreaterThanOrEqual(18_000);
    expect(avg({})).toBeLessThanOrEqual(28_000);
    expect(avg({ make: 'BMW', model: '330i', trim: 'M Sport' })).toBeGreaterThan(avg({}));
    const old = avg({ year: 2008, mileage: 210_000 });
    expect(old).toBeLessThan(7_000);
    expect(old).toBeGreaterThanOrEqual(800);
  });

  it('values two similar cars similarly', () => {
    const a = avg({ mileage: 40_000 });
    const b = avg({ mileage: 41_500 });
    expect(Math.abs(a - b) / a).toBeLessThan(0.03);
  });

  it('values a worse grade lower and a better one higher', () => {
    expect(avg({ grade: 2.0 })).toBeLessThan(avg({ grade: 3.5 }));
    expect(avg({ grade: 3.5 })).toBeLessThan(avg({ grade: 4.8 }));
  });

  it('values more miles lower', () => {
    expect(avg({ mileage: 90_000 })).toBeLessThan(avg({ mileage: 40_000 }));
    expect(avg({ mileage: 20_000 })).toBeGreaterThan(avg({ mileage: 40_000 }));
  });

  it('ages the vehicle to the request date', () => {
    const later = vehicleValue({ ...camry, asOf: new Date('2027-06-15T12:00:00Z') });
    expect(later.wholesale.average).toBeLessThan(avg({}));
  });

  it('keeps the bands in order and retail above wholesale', () => {
    const v = vehicleValue(camry);
    expect(v.wholesale.below).toBeLessThan(v.wholesale.average);
    expect(v.wholesale.average).toBeLessThan(v.wholesale.above);
    expect(v.retail.average).toBeGreaterThan(v.wholesale.above);
    expect(v.wholesale.average % 25).toBe(0);
  });

  it('moves with region and slow-selling colours', () => {
    expect(avg({ region: 'WC' })).toBeGreaterThan(avg({ region: 'NE' }));
    expect(avg({ color: 'Yellow' })).toBeLessThan(avg({ color: 'White' }));
  });
});

describe('decodeVehicle', () => {
  it('reads the make from the manufacturer id and the year from position 10', () => {
    const v = decodeVehicle('4T1B11HK5NU123456', { model: 'Camry', trim: 'SE' }, asOf);
    expect(v).toMatchObject({ year: 2022, model: 'Camry', trim: 'SE' });
    expect(v?.make.make).toBe('Toyota');
    expect(modelYearOf('1HGCM82633A004352', asOf)).toBe(2003);
    expect(modelYearOf('5YJ3E1EA7KF000001', asOf)).toBe(2019);
  });

  it('picks the same model for one VIN without hints, and lists several trims', () => {
    const a = decodeVehicle('1HGCV1F34LA012345', {}, asOf);
    expect(a?.model).toBe(decodeVehicle('1HGCV1F34LA012345', {}, asOf)?.model);
    const accord = decodeVehicle('1HGCV1F34LA012345', { model: 'Accord', trim: 'EX-L' }, asOf)!;
    expect(trimsOf(accord)).toEqual(['LX', 'Sport', 'EX', 'EX-L', 'Touring']);
    const custom = decodeVehicle('1HGCV1F34LA012345', { model: 'Accord', trim: 'Hybrid' }, asOf)!;
    expect(trimsOf(custom)[0]).toBe('Hybrid');
  });

  it('finds nothing for garbage or an unknown maker', () => {
    expect(decodeVehicle('NOT-A-VIN', {}, asOf)).toBeNull();
    expect(decodeVehicle('1HGCV1F34OA012345', {}, asOf)).toBeNull();
    expect(decodeVehicle('ZZZCV1F34LA012345', {}, asOf)).toBeNull();
    expect(decodeVehicle('1HGCV1F34UA012345', {}, asOf)).toBeNull();
  });
});

describe('findModel', () => {
  it('matches vPIC names shorter than the guide\'s: "Silverado" is the Silverado 1500', () => {
    const chevrolet = findMake('Chevrolet')!;
    expect(findModel(chevrolet, 'Silverado')?.model).toBe('Silverado 1500');
    expect(findModel(chevrolet, 'Silverado 1500')?.model).toBe('Silverado 1500');
    expect(findModel(chevrolet, 'Corvair')).toBeUndefined();
  });
});
