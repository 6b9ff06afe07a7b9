/**
 * The US time zones a dealer can be in (IANA names). Not in the spec: texts to customers wait out
 * quiet hours (9 pm to 8 am) in the dealer's zone.
 */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Phoenix', label: 'Arizona (no daylight saving)' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

export type UsTimeZone = (typeof US_TIME_ZONES)[number]['value'];
export const DEFAULT_TIME_ZONE: UsTimeZone = 'America/Chicago';
