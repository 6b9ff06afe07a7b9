import { allowReadVals, allowTransfers } from '@dealer/domain';
import { Alert, Box, Group, Pagination, Stack, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { paginationLabels } from '../../../components/pagination-labels';
import { useDlrapp } from '../../../lib/storage';
import { PHONE_QUERY, useViewportQuery } from '../../../lib/use-viewport-query';
import { useCurrentDealer } from '../../auth';
import { type AppraisalRow, useAppraisals } from '../api/get-appraisals';
import { useStageCounts } from '../api/get-stage-counts';
import { useListState } from '../hooks/use-list-state';
import { useRowActions } from '../hooks/use-row-actions';
import { listHeaderLinks } from '../lib/header-links';
import { availableColumns, editedColumn, shownColumns } from '../lib/list-columns';
import { type DealerStatsList, type ListPageId, listPageConfig } from '../lib/list-page-config';
import { listQueryParams, pageCount } from '../lib/list-url-state';
import { AppraisalCards } from './appraisal-cards';
import { AppraisalTable } from './appraisal-table';
import { ColumnChooser } from './column-chooser';
import { ListEmptyState } from './list-empty-state';
import { ListFilters } from './list-filters';
import { ListHeader } from './list-header';
import { ListSkeleton } from './list-skeleton';
import { StageTabs } from './stage-tabs';

const NO_ROWS: AppraisalRow[] = [];

interface AppraisalListProps {
  page: ListPageId;
  /** The VIN of the duplicate-submission list. */
  vin?: string;
  /** The dealer-stats drill-down's type, sub-type and window. */
  stats?: DealerStatsList;
  /** The record whose comparable purchases the list shows. */
  comparableTo?: number;
  /** Buttons beside the title (the showroom's start buttons). */
  actions?: ReactNode;
}

/**
 * One appraisal list of part 2 section 2.1, driven by LIST_PAGES: title and header links, stage
 * tabs with their counts, the search bar, the rows (a table with the columns the user chose, or
 * cards below 768 px), the empty state and pages of 25. Its state (filter, sort, order, tab,
 * page) lives in the URL query; the column choice in dlrapp.
 */
export function AppraisalList({ page, vin = '', stats, comparableTo, actions }: AppraisalListProps) {
  const { dealer, roles } = useCurrentDealer();
  const { appType, subType, days } = stats ?? {};
  const config = useMemo(
    () => listPageConfig(page, vin, appType && subType && days ? { appType, subType, days } : undefined, comparableTo),
    [page, vin, appType, subType, days, comparableTo],
  );
  const [state, update] = useListState(config, { transfers: allowTransfers(roles), values: allowReadVals(roles) });
  const params = useMemo(() => listQueryParams(state, config), [state, config]);
  const list = useAppraisals(dealer.id, params);
  // Every tab counted with the list's filter but not its stage: one query for all the tabs.
  const { stage: _stage, ...countFilter } = params.filter;
  const counts = useStageCounts(
    dealer.id,
    countFilter,
    config.id === 'manageReturns' ? 'leaseStage' : 'stage',
    config.tabs.length > 0,
  );
  // Cards on a phone, the table wider: read while rendering, a resize applied after 200 ms.
  const isMobile = useViewportQuery(PHONE_QUERY);
  const [prefs, setPrefs] = useDlrapp();

  const rows = list.data?.data ?? NO_ROWS;
  // The rows are drawn in a transition React splits into short tasks: a phone's 25 cards were one
  // task of about a second at 4x CPU slow-down, blocking input. The skeleton stays until they are.
  const shownRows = useDeferredValue(rows, NO_ROWS);
  const drawing = shownRows.length === 0 && rows.length > 0;
  const total = list.data?.total ?? null;
  const pages = pageCount(total ?? 0);
  const available = useMemo(() => availableColumns(config, roles), [config, roles]);
  // Rows of the previous tab stay on screen while the next loads: no editors on them.
  const tab = list.isPlaceholderData ? null : state.tab;
  const columns = useMemo(() => shownColumns(available, prefs.columns, tab), [available, prefs.columns, tab]);
  const rowActions = useRowActions(config.id, roles, dealer.id);
  // Every prop keeps its identity while its value does: the rows, the header and the filters (memo)
  // are not drawn again when the tab counts, the fetching state or a dialog change around them.
  const rowProps = {
    rows: shownRows,
    columns,
    slug: dealer.slug,
    roles,
    tab,
    actions: rowActions.enabled ? rowActions.rows : undefined,
  };
  const chooser = useMemo(
    () => (
      <ColumnChooser
        available={available}
        shown={columns}
        edited={editedColumn(tab)}
        onChange={(id, shown) => setPrefs((p) => ({ ...p, columns: { ...p.columns, [id]: shown } }))}
      />
    ),
    [available, columns, tab, setPrefs],
  );
  const links = useMemo(() => listHeaderLinks(config, { slug: dealer.slug, roles }), [config, dealer.slug, roles]);

  const results =
    list.isPending || drawing ? (
      <Box aria-busy>
        <VisuallyHidden role="status">Loading appraisals</VisuallyHidden>
        <ListSkeleton cards={Boolean(isMobile)} />
      </Box>
    ) : list.isError ? (
      <Alert color="red" role="alert">
        {list.error.message}
      </Alert>
    ) : rows.length === 0 ? (
      <ListEmptyState {...config.empty} />
    ) : (
      <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
        {isMobile ? <AppraisalCards {...rowProps} /> : <AppraisalTable {...rowProps} />}
      </Stack>
    );

  return (
    <Stack gap="md">
      <ListHeader title={config.title} links={links} total={list.isPending ? null : total} actions={actions} />
      {config.filtersHidden ? null : (
        <ListFilters
          config={config}
          state={state}
          update={update}
          dealerId={dealer.id}
          roles={roles}
          isMobile={Boolean(isMobile)}
          columns={chooser}
        />
      )}
      {config.tabs.length > 0 ? (
        <StageTabs tabs={config.tabs} value={state.tab} onChange={(next) => update({ tab: next })} counts={counts.data}>
          {results}
        </StageTabs>
      ) : (
        results
      )}
      {total !== null && pages > 1 ? (
        <Group justify="center" component="nav" aria-label="Pages">
          <Pagination
            total={pages}
            value={Math.min(state.page, pages)}
            onChange={(p) => update({ page: p })}
            siblings={isMobile ? 0 : 1}
            {...paginationLabels}
          />
        </Group>
      ) : null}
      {rowActions.dialogs}
    </Stack>
  );
}
