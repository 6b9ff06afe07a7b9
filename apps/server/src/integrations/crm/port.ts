import type { DbOrTx } from '../../db/client';

/** A trade-in lead as the CRM receives it (ADF 1.0: prospect, vehicle, customer, vendor). */
export interface CrmLead {
  /** Our reference for the lead (the appraisal id); the CRM dedupes on it. */
  id: string;
  requestDate: Date;
  vehicle: {
    year: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    vin: string;
    odometer: number | null;
  };
  customer: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    address: { street: string | null; city: string | null; state: string | null; zip: string | null };
  };
  vendor: { name: string; phone: string | null };
}

/**
 * Port for pushing leads to a dealer's CRM (DESIGN.md 5). Sending happens in the caller's
 * transaction (the e-mail client queues it in the outbox), so a lead exists only if the change
 * that records it commits.
 */
export interface CrmPort {
  readonly name: string;
  sendLead(db: DbOrTx, target: { dealerId: number; address: string }, lead: CrmLead): Promise<void>;
}
