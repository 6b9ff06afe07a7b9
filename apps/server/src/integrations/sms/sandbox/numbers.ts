import { createHash } from 'node:crypto';

/**
 * The sandbox's numbers, in the 500 area code that Twilio keeps for tests: each dealer its own,
 * +1 500 5xx xxxx from its id (dealer 7 texts from +15005000007), and each messaging service one
 * from a hash of its id (+1 500 6xx xxxx). Migration 0030 gives existing dealers theirs by the
 * same rule in SQL; demo data and test dealers get theirs from sandboxNumberOf.
 */
export function sandboxNumberOf(dealerId: number): string {
  if (!Number.isInteger(dealerId) || dealerId < 1 || dealerId > 999_999) {
    throw new RangeError(`No sandbox number for dealer ${dealerId}`);
  }
  return `+15005${String(dealerId).padStart(6, '0')}`;
}

/** The number the sandbox sends a messaging service's texts from (a service of one number). */
export function sandboxServiceNumberOf(messagingServiceSid: string): string {
  const n = createHash('sha256').update(messagingServiceSid.toLowerCase()).digest().readUInt32BE(0) % 1_000_000;
  return `+15006${String(n).padStart(6, '0')}`;
}
