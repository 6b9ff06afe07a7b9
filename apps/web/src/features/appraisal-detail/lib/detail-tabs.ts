import { canSeeWorksheet, DETAIL_TABS, type DetailTab, type Roles } from '@dealer/domain';

/** Part 2 section 2.5: "The worksheet tab (labelled Vehicle Assessment) appears only to users who may read valuations." */
export function visibleDetailTabs(roles: Roles): DetailTab[] {
  return DETAIL_TABS.filter((tab) => tab !== 'worksheet' || canSeeWorksheet(roles));
}
