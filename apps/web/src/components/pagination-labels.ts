const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/**
 * Names for every button of a Mantine Pagination (spread into it): its arrows are icons, which a
 * screen reader (and axe) would otherwise find unnamed.
 */
export const paginationLabels = {
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
};
