/** One vehicle a VIN may be (part 1 section 3: "vehicle (year, make, model, trim, subSeries)"), with the trims to choose from. */
export interface DecodedVehicle {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  subSeries: string | null;
  trims: string[];
}

/** Decodes VINs offline; an unknown or malformed VIN is an empty list, never an error. */
export interface VinDecoder {
  decode(vin: string): Promise<DecodedVehicle[]>;
  close(): Promise<void>;
}
