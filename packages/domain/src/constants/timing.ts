/** Every delay and cache lifetime of the spec (part 1 sections 2, 4, 9; part 2 sections 4, 9), in milliseconds. */
export const TIMING = {
  /** "Linked-dealer cache 15 minutes (900000 ms)." */
  linkedDealerCacheMs: 15 * 60 * 1000,
  /** "Default debounce 500 ms." */
  debounceMs: 500,
  /** "Orientation resize debounce 200 ms." */
  orientationDebounceMs: 200,
  /** "E-mail-sent confirmation clears after 5000 ms." */
  sentConfirmationMs: 5000,
  /** Mailing-list "response message shows for 5 seconds". */
  mailingListMessageMs: 5000,
  /** "Move/transfer confirmation delayed 250 ms after the menu closes." */
  menuConfirmDelayMs: 250,
  /** "Report badge retry 3000 ms." */
  reportBadgeRetryMs: 3000,
  /** "refresh event 300 ms". */
  reportRefreshEventMs: 300,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** Part 2 section 9: "Trade-in no-offer warning after 24 hours; lease maturity warning within 72 hours." */
export const NO_OFFER_WARNING_MS = 24 * HOUR_MS;
export const MATURITY_WARNING_MS = 72 * HOUR_MS;
