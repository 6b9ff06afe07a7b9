/**
 * What the valuation sandboxes know about vehicles: the makes behind common world manufacturer ids
 * (VIN positions 1-3) and, per make, the models a used-car guide lists with their price new, body
 * segment and trims (cheapest first). Sandbox data, not a market feed: enough for values that look
 * and behave like the real guides'.
 */
export type Segment = 'compact' | 'midsize' | 'fullsize' | 'suv' | 'truck' | 'luxury' | 'luxury-suv' | 'ev';

export interface CatalogModel {
  model: string;
  segment: Segment;
  /** Typical price new of the cheapest trim, in dollars. */
  msrp: number;
  trims: string[];
}

export interface CatalogMake {
  make: string;
  luxury: boolean;
  models: CatalogModel[];
}

const m = (model: string, segment: Segment, msrp: number, trims: string[]): CatalogModel => ({
  model,
  segment,
  msrp,
  trims,
});

export const CATALOG: readonly CatalogMake[] = [
  {
    make: 'Honda',
    luxury: false,
    models: [
      m('Accord', 'midsize', 28_000, ['LX', 'Sport', 'EX', 'EX-L', 'Touring']),
      m('Civic', 'compact', 23_500, ['LX', 'Sport', 'EX', 'Touring']),
      m('CR-V', 'suv', 30_000, ['LX', 'EX', 'EX-L', 'Touring']),
      m('Pilot', 'suv', 38_000, ['LX', 'EX-L', 'Touring', 'Elite']),
    ],
  },
  {
    make: 'Toyota',
    luxury: false,
    models: [
      m('Camry', 'midsize', 27_000, ['LE', 'SE', 'XLE', 'XSE']),
      m('Corolla', 'compact', 21_500, ['L', 'LE', 'SE', 'XSE']),
      m('RAV4', 'suv', 29_500, ['LE', 'XLE', 'XLE Premium', 'Limited']),
      m('Highlander', 'suv', 38_000, ['L', 'LE', 'XLE', 'Limited']),
      m('Prius', 'compact', 25_000, ['Two', 'Three', 'Four']),
      m('Tacoma', 'truck', 30_000, ['SR', 'SR5', 'TRD Sport', 'TRD Off-Road', 'Limited']),
      m('Tundra', 'truck', 40_000, ['SR', 'SR5', 'Limited', 'Platinum']),
    ],
  },
  {
    make: 'Ford',
    luxury: false,
    models: [
      m('F-150', 'truck', 36_000, ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum']),
      m('Fusion', 'midsize', 23_500, ['S', 'SE', 'SEL', 'Titanium']),
      m('Escape', 'suv', 28_000, ['S', 'SE', 'SEL', 'Titanium']),
      m('Explorer', 'suv', 37_000, ['Base', 'XLT', 'Limited', 'Platinum']),
      m('Mustang', 'midsize', 30_000, ['EcoBoost', 'EcoBoost Premium', 'GT', 'GT Premium']),
    ],
  },
  {
    make: 'Chevrolet',
    luxury: false,
    models: [
      m('Silverado 1500', 'truck', 38_000, ['WT', 'Custom', 'LT', 'RST', 'LTZ', 'High Country']),
      m('Malibu', 'midsize', 24_000, ['LS', 'RS', 'LT', 'Premier']),
      m('Equinox', 'suv', 27_000, ['LS', 'LT', 'RS', 'Premier']),
      m('Tahoe', 'suv', 54_000, ['LS', 'LT', 'Z71', 'Premier', 'High Country']),
    ],
  },
  {
    make: 'Nissan',
    luxury: false,
    models: [
      m('Altima', 'midsize', 25_500, ['2.5 S', '2.5 SV', '2.5 SR', '2.5 SL']),
      m('Rogue', 'suv', 28_000, ['S', 'SV', 'SL', 'Platinum']),
      m('Sentra', 'compact', 20_000, ['S', 'SV', 'SR']),
    ],
  },
  {
    make: 'Jeep',
    luxury: false,
    models: [
      m('Grand Cherokee', 'suv', 37_000, ['Laredo', 'Altitude', 'Limited', 'Overland', 'Summit']),
      m('Wrangler', 'suv', 32_000, ['Sport', 'Sport S', 'Sahara', 'Rubicon']),
      m('Cherokee', 'suv', 28_000, ['Latitude', 'Latitude Plus', 'Limited', 'Trailhawk']),
    ],
  },
  {
    make: 'Tesla',
    luxury: true,
    models: [
      m('Model 3', 'ev', 42_000, ['Standard Range Plus', 'Long Range', 'Performance']),
      m('Model Y', 'ev', 48_000, ['Long Range', 'Performance']),
    ],
  },
  {
    make: 'BMW',
    luxury: true,
    models: [
      m('328i', 'luxury', 40_000, ['Base', 'xDrive', 'Sport Line']),
      m('330i', 'luxury', 42_000, ['Base', 'xDrive', 'M Sport']),
      m('X5', 'luxury-suv', 61_000, ['sDrive40i', 'xDrive40i', 'xDrive50e', 'M60i']),
    ],
  },
  {
    make: 'Mercedes-Benz',
    luxury: true,
    models: [
      m('C-Class', 'luxury', 44_000, ['C 300', 'C 300 4MATIC', 'AMG C 43']),
      m('GLE', 'luxury-suv', 58_000, ['GLE 350', 'GLE 350 4MATIC', 'GLE 450 4MATIC']),
    ],
  },
  {
    make: 'Lexus',
    luxury: true,
    models: [
      m('RX', 'luxury-suv', 48_000, ['RX 350', 'RX 350 F Sport', 'RX 450h']),
      m('ES', 'luxury', 42_000, ['ES 250', 'ES 350', 'ES 300h']),
    ],
  },
  {
    make: 'Audi',
    luxury: true,
    models: [
      m('A4', 'luxury', 40_000, ['Premium', 'Premium Plus', 'Prestige']),
      m('Q5', 'luxury-suv', 45_000, ['Premium', 'Premium Plus', 'Prestige']),
    ],
  },
  {
    make: 'Hyundai',
    luxury: false,
    models: [
      m('Sonata', 'midsize', 24_000, ['SE', 'SEL', 'SEL Plus', 'Limited']),
      m('Elantra', 'compact', 20_500, ['SE', 'SEL', 'Limited']),
      m('Tucson', 'suv', 27_500, ['SE', 'SEL', 'Limited']),
    ],
  },
  {
    make: 'Kia',
    luxury: false,
    models: [
      m('Sorento', 'suv', 30_000, ['LX', 'S', 'EX', 'SX']),
      m('Optima', 'midsize', 23_000, ['LX', 'S', 'EX', 'SX']),
      m('Sportage', 'suv', 26_500, ['LX', 'EX', 'SX']),
    ],
  },
  {
    make: 'Subaru',
    luxury: false,
    models: [
      m('Outback', 'suv', 29_000, ['2.5i', '2.5i Premium', '2.5i Limited', 'Touring']),
      m('Forester', 'suv', 27_500, ['Base', 'Premium', 'Sport', 'Limited']),
    ],
  },
  {
    make: 'Mazda',
    luxury: false,
    models: [
      m('CX-5', 'suv', 28_000, ['Sport', 'Touring', 'Grand Touring']),
      m('Mazda3', 'compact', 22_000, ['Base', 'Select', 'Preferred']),
    ],
  },
  {
    make: 'Volkswagen',
    luxury: false,
    models: [m('Jetta', 'compact', 21_500, ['S', 'SE', 'SEL']), m('Tiguan', 'suv', 28_500, ['S', 'SE', 'SEL'])],
  },
  {
    make: 'GMC',
    luxury: false,
    models: [m('Sierra 1500', 'truck', 40_000, ['Pro', 'SLE', 'Elevation', 'SLT', 'Denali'])],
  },
  {
    make: 'Ram',
    luxury: false,
    models: [m('1500', 'truck', 39_000, ['Tradesman', 'Big Horn', 'Laramie', 'Limited'])],
  },
];

/**
 * World manufacturer ids (VIN positions 1-3) of common makes sold in the US, from SAE J1044's
 * public assignments.
 */
export const WMI_MAKES: Readonly<Record<string, string>> = {
  '1HG': 'Honda',
  '2HG': 'Honda',
  '5FN': 'Honda',
  '5J6': 'Honda',
  JHM: 'Honda',
  '19X': 'Honda',
  '7FA': 'Honda',
  '4T1': 'Toyota',
  '4T3': 'Toyota',
  '4T4': 'Toyota',
  '2T1': 'Toyota',
  '2T3': 'Toyota',
  '5TD': 'Toyota',
  '5TF': 'Toyota',
  '5YF': 'Toyota',
  '3TM': 'Toyota',
  JTD: 'Toyota',
  JTE: 'Toyota',
  JTM: 'Toyota',
  JTN: 'Toyota',
  '1FA': 'Ford',
  '1FT': 'Ford',
  '1FM': 'Ford',
  '3FA': 'Ford',
  '2FM': 'Ford',
  '1FD': 'Ford',
  '1G1': 'Chevrolet',
  '1GC': 'Chevrolet',
  '1GN': 'Chevrolet',
  '2G1': 'Chevrolet',
  '3GC': 'Chevrolet',
  '3GN': 'Chevrolet',
  KL7: 'Chevrolet',
  '2GN': 'Chevrolet',
  '1N4': 'Nissan',
  '1N6': 'Nissan',
  '3N1': 'Nissan',
  '5N1': 'Nissan',
  JN1: 'Nissan',
  JN8: 'Nissan',
  KNM: 'Nissan',
  '1C4': 'Jeep',
  '1J4': 'Jeep',
  '1J8': 'Jeep',
  ZAC: 'Jeep',
  '5YJ': 'Tesla',
  '7SA': 'Tesla',
  WBA: 'BMW',
  WBS: 'BMW',
  WBY: 'BMW',
  '5UX': 'BMW',
  '5YM': 'BMW',
  WDD: 'Mercedes-Benz',
  WDB: 'Mercedes-Benz',
  WDC: 'Mercedes-Benz',
  '4JG': 'Mercedes-Benz',
  W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz',
  '55S': 'Mercedes-Benz',
  JTH: 'Lexus',
  JTJ: 'Lexus',
  '2T2': 'Lexus',
  '58A': 'Lexus',
  WAU: 'Audi',
  WA1: 'Audi',
  WUA: 'Audi',
  KMH: 'Hyundai',
  '5NP': 'Hyundai',
  '5NM': 'Hyundai',
  KM8: 'Hyundai',
  KNA: 'Kia',
  KND: 'Kia',
  '5XY': 'Kia',
  '5XX': 'Kia',
  JF1: 'Subaru',
  JF2: 'Subaru',
  '4S3': 'Subaru',
  '4S4': 'Subaru',
  JM1: 'Mazda',
  JM3: 'Mazda',
  '3MZ': 'Mazda',
  WVW: 'Volkswagen',
  WVG: 'Volkswagen',
  '3VW': 'Volkswagen',
  '1VW': 'Volkswagen',
  '1GT': 'GMC',
  '3GT': 'GMC',
  '1GK': 'GMC',
  '2GK': 'GMC',
  '1C6': 'Ram',
  '3C6': 'Ram',
  '3C7': 'Ram',
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export function findMake(make: string): CatalogMake | undefined {
  const key = norm(make);
  return CATALOG.find((c) => norm(c.make) === key || (key === 'chevy' && c.make === 'Chevrolet'));
}

export function findModel(make: CatalogMake, model: string): CatalogModel | undefined {
  const key = norm(model);
  if (!key) return undefined;
  // vPIC's names are often shorter or longer than the guide's ("Silverado" for "Silverado 1500").
  return (
    make.models.find((x) => norm(x.model) === key) ??
    make.models.find((x) => key.startsWith(norm(x.model))) ??
    make.models.find((x) => norm(x.model).startsWith(key))
  );
}
