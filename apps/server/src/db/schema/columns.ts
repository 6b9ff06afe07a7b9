import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** NUMERIC(12,2) read as a JS number (DESIGN.md 4: money is a number with 2 decimals in JSON). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const ts = (name: string) => timestamp(name, { withTimezone: true });
