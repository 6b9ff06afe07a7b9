/**
 * Times for tests of texts, two days ahead (so every queued row is due): DAY is 18:00 UTC (noon or
 * 1 pm in Chicago, in the day); NIGHT is 04:00 UTC the day after (10 or 11 pm, quiet hours).
 */
const base = new Date(Date.now() + 2 * 86_400_000);
export const DAY = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 18));
export const NIGHT = new Date(DAY.getTime() + 10 * 3_600_000);
