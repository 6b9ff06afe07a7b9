import { vinCheckDigit } from '@dealer/domain';

/**
 * Real VIN patterns (world manufacturer id + vehicle descriptor, positions 1-8) of common used
 * cars, with the model years each pattern was built. makeVin adds the model-year code, a plant
 * and a serial, and computes the check digit, so every VIN is well-formed and decodable by vPIC.
 */
export interface VehiclePattern {
  prefix: string;
  plant: string;
  make: string;
  model: string;
  trims: string[];
  years: [number, number];
  /** Typical price new, for the depreciation model of the demo values. */
  msrp: number;
  colors: string[];
}

const COMMON_COLORS = ['Black', 'White', 'Silver', 'Gray', 'Blue', 'Red'];

export const VEHICLE_PATTERNS: VehiclePattern[] = [
  {
    prefix: '1HGCM826',
    plant: 'A',
    make: 'Honda',
    model: 'Accord',
    trims: ['EX', 'EX-L'],
    years: [2003, 2007],
    msrp: 24_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '2HGFC2F5',
    plant: 'H',
    make: 'Honda',
    model: 'Civic',
    trims: ['LX', 'EX', 'Sport'],
    years: [2016, 2021],
    msrp: 22_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '4T1B11HK',
    plant: 'U',
    make: 'Toyota',
    model: 'Camry',
    trims: ['LE', 'SE', 'XLE'],
    years: [2018, 2020],
    msrp: 27_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '2T3P1RFV',
    plant: 'W',
    make: 'Toyota',
    model: 'RAV4',
    trims: ['LE', 'XLE', 'XLE Premium'],
    years: [2019, 2024],
    msrp: 31_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: 'JTDKN3DU',
    plant: 'P',
    make: 'Toyota',
    model: 'Prius',
    trims: ['Two', 'Three', 'Four'],
    years: [2010, 2015],
    msrp: 25_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '1FTEW1EP',
    plant: 'F',
    make: 'Ford',
    model: 'F-150',
    trims: ['XLT', 'Lariat'],
    years: [2015, 2020],
    msrp: 46_000,
    colors: ['Black', 'White', 'Blue', 'Red', 'Magnetic'],
  },
  {
    prefix: '3FA6P0H7',
    plant: 'R',
    make: 'Ford',
    model: 'Fusion',
    trims: ['SE'],
    years: [2013, 2020],
    msrp: 24_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '1C4RJFAG',
    plant: 'C',
    make: 'Jeep',
    model: 'Grand Cherokee',
    trims: ['Laredo', 'Limited'],
    years: [2014, 2021],
    msrp: 38_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '5YJ3E1EA',
    plant: 'F',
    make: 'Tesla',
    model: 'Model 3',
    trims: ['Standard Range Plus', 'Long Range'],
    years: [2018, 2023],
    msrp: 45_000,
    colors: ['White', 'Black', 'Blue', 'Red', 'Gray'],
  },
  {
    prefix: '1N4BL4BV',
    plant: 'C',
    make: 'Nissan',
    model: 'Altima',
    trims: ['2.5 S', '2.5 SV'],
    years: [2019, 2024],
    msrp: 26_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '1GCUYDED',
    plant: 'Z',
    make: 'Chevrolet',
    // vPIC names it Silverado (1500 is the series); from 2022 this pattern is the carried-over "Silverado LTD".
    model: 'Silverado',
    trims: ['LT'],
    years: [2019, 2021],
    msrp: 48_000,
    colors: ['Black', 'White', 'Silver', 'Red'],
  },
  {
    prefix: '1G1ZD5ST',
    plant: 'F',
    make: 'Chevrolet',
    model: 'Malibu',
    trims: ['LT'],
    years: [2016, 2022],
    msrp: 25_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '5NPE24AF',
    plant: 'H',
    make: 'Hyundai',
    model: 'Sonata',
    trims: ['SE'],
    years: [2015, 2019],
    msrp: 23_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '5XYPG4A3',
    plant: 'G',
    make: 'Kia',
    model: 'Sorento',
    trims: ['LX'],
    years: [2016, 2020],
    msrp: 27_000,
    colors: COMMON_COLORS,
  },
  {
    prefix: '4S4BSANC',
    plant: '3',
    make: 'Subaru',
    model: 'Outback',
    trims: ['2.5i Premium'],
    years: [2015, 2019],
    msrp: 29_000,
    colors: ['Green', ...COMMON_COLORS],
  },
  {
    prefix: 'WBA8E9G5',
    plant: 'N',
    make: 'BMW',
    model: '328i',
    trims: ['xDrive'],
    years: [2016, 2016],
    msrp: 41_000,
    colors: ['Black', 'White', 'Blue', 'Gray'],
  },
];

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/** Model-year character (position 10): A = 1980 and 2010, cycling every 30 years. */
export function yearCode(year: number): string {
  return YEAR_CODES[(year - 1980) % 30]!;
}

export function makeVin(pattern: VehiclePattern, year: number, serial: number): string {
  const body = `${pattern.prefix}0${yearCode(year)}${pattern.plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${body.slice(0, 8)}${vinCheckDigit(body)}${body.slice(9)}`;
}
