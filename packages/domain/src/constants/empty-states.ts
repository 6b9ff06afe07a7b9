/** The empty states and loading texts of the spec, copied as written. */
export const EMPTY_STATES = {
  list: 'Time for a break / Nothing to do here right now',
  showroom: 'Welcome to the Showroom page / Get started by creating some appraisals',
  stats: 'Time for a break / No submissions where found',
  notifications: 'There are no notifications to view',
  valuation: 'No valuation performed on this record.',
  inspection: 'Inspection results are not currently available.',
  loading: 'Loading...',
  searching: 'SEARCHING...',
  noResults: 'NO RESULTS FOUND',
  loggingOut: 'Logging out...',
  loadingCarfax: 'Loading Carfax...',
  carfaxLogin: 'Login required',
} as const;
