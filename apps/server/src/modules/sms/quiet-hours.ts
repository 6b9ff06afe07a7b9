/** Texts wait from 9 pm until 8 am in the dealer's time zone (beyond the spec: the consent ledger). */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function localTime(at: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** The zone's offset from UTC at an instant, in ms (negative west of Greenwich). */
function offsetMs(at: Date, timeZone: string): number {
  const l = localTime(at, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
  return asUtc - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The instant a wall-clock time happens in the zone (twice-corrected across a DST change). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** When the quiet hours around `now` end, or null when `now` is not in them. */
export function quietHoursEnd(now: Date, timeZone: string): Date | null {
  const l = localTime(now, timeZone);
  if (l.hour >= QUIET_UNTIL_HOUR && l.hour < QUIET_FROM_HOUR) return null;
  // Before 8 am: this morning; from 9 pm: the next morning (Date.UTC rolls the day over).
  const next = new Date(Date.UTC(l.year, l.month - 1, l.day + (l.hour >= QUIET_FROM_HOUR ? 1 : 0)));
  return instantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), QUIET_UNTIL_HOUR, timeZone);
}
