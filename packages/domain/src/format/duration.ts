const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The "..." of the row warnings ('No offer sent in ...!', 'Matures in ...!'), which the spec does not
 * spell out. Whole units, rounded down: under an hour in minutes, under two days in hours (the
 * 24- and 72-hour rules read best in hours near their edge), otherwise days.
 */
export function formatDuration(ms: number): string {
  const abs = Math.max(0, Math.abs(ms));
  if (abs < HOUR_MS) return plural(Math.floor(abs / MINUTE_MS), 'minute');
  if (abs < 2 * DAY_MS) return plural(Math.floor(abs / HOUR_MS), 'hour');
  return plural(Math.floor(abs / DAY_MS), 'day');
}
