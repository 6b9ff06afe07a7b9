/** What we send to create an appraisal in vAuto (its appraisal API, DESIGN.md 5). */
export interface VautoAppraisalRequest {
  vin: string;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  mileage: number | null;
  customer: { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };
  /** Our reference for the appraisal, so the dealer finds it in vAuto. */
  dealerRef: string;
  /** The dealer's account in vAuto (dealer setting 40112); null when the dealer has not set it. */
  dealerId: string | null;
}

export interface VautoAppraisal {
  id: string;
  /** The appraisal's page in vAuto. */
  url: string;
}

/** Port for vAuto. Throws VautoUnavailableError when vAuto refuses or cannot be reached. */
export interface VautoPort {
  createAppraisal(request: VautoAppraisalRequest): Promise<VautoAppraisal>;
}

export class VautoUnavailableError extends Error {
  constructor(reason: string) {
    super(`vAuto: ${reason}`);
    this.name = 'VautoUnavailableError';
  }
}
