import {
  allowReadVals,
  allowTransfers,
  canFilterTransfers,
  DATE_FILTER_OPTIONS,
  isDateFilterId,
  parseSortOption,
  type Roles,
  TIMING,
} from '@dealer/domain';
import { Button, CloseButton, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { MountedOnceOpened } from '../../../components/mounted-once-opened';
import { NativeSelect } from '../../../components/native-select';
import { useDealerUsers, useLinkedDealers } from '../../dealer-lookups';
import { useDealerCampaigns } from '../api/get-dealer-campaigns';
import type { UpdateListState } from '../hooks/use-list-state';
import type { ListPageConfig } from '../lib/list-page-config';
import { type ListState, sortOptions, sortOptionValue } from '../lib/list-url-state';

interface ListFiltersProps {
  config: ListPageConfig;
  state: ListState;
  update: UpdateListState;
  dealerId: number;
  roles: Roles;
  /** Below 768 px the selects move into a sheet behind a "Filters" button. */
  isMobile: boolean;
  /** The column chooser: beside the selects, or in the sheet on a phone. */
  columns?: ReactNode;
}

/** Part 1 section 9: "Appraisal search placeholder covers VIN, year, make, model, trim, name and e-mail." */
const SEARCH_PLACEHOLDER = 'VIN, year, make, model, trim, name or e-mail';
// Fixed widths beside the search box; the whole width in the phone's sheet.
const selectWidth = { base: '100%', sm: 180 };

const idOrNull = (value: string) => (value ? Number(value) : null);

type SelectsProps = Omit<ListFiltersProps, 'isMobile' | 'columns'>;

/** The date window, sort, Campaign and Originator where the page allows them, and Transfers. */
function FilterSelects({ config, state, update, dealerId, roles }: SelectsProps) {
  const campaigns = useDealerCampaigns(dealerId, config.campaignFilters);
  const users = useDealerUsers(dealerId, config.campaignFilters);
  const linked = useLinkedDealers(dealerId, allowTransfers(roles));
  const linkedDealers = linked.data ?? [];
  const sortValue = sortOptionValue(state);
  return (
    <>
      <NativeSelect
        label="Date"
        w={selectWidth}
        value={String(state.filterId)}
        data={DATE_FILTER_OPTIONS.map((o) => ({ value: String(o.id), label: o.label }))}
        onChange={(e) => {
          const id = Number(e.currentTarget.value);
          if (isDateFilterId(id)) update({ filterId: id });
        }}
      />
      <NativeSelect
        label="Sort"
        w={selectWidth}
        value={sortValue ?? ''}
        data={[
          ...(sortValue ? [] : [{ value: '', label: `${state.sort} ${state.order}`, disabled: true }]),
          ...sortOptions(allowReadVals(roles)).map((o) => ({ value: o.value, label: o.label })),
        ]}
        onChange={(e) => {
          const sort = parseSortOption(e.currentTarget.value);
          if (sort) update({ sort: sort.field, order: sort.order });
        }}
      />
      {config.campaignFilters ? (
        <>
          <NativeSelect
            label="Campaign"
            w={selectWidth}
            value={state.campaignId === null ? '' : String(state.campaignId)}
            data={[
              { value: '', label: 'All campaigns' },
              ...(campaigns.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
            ]}
            onChange={(e) => update({ campaignId: idOrNull(e.currentTarget.value) })}
          />
          <NativeSelect
            label="Originator"
            w={selectWidth}
            value={state.originatorId === null ? '' : String(state.originatorId)}
            data={[
              { value: '', label: 'All originators' },
              ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
            ]}
            onChange={(e) => update({ originatorId: idOrNull(e.currentTarget.value) })}
          />
        </>
      ) : null}
      {/* Held in place (disabled) while the linked dealers load, so the filter row does not jump. */}
      {canFilterTransfers(roles, linked.isPending && allowTransfers(roles) ? 1 : linkedDealers.length) ? (
        <NativeSelect
          label="Transfers"
          w={selectWidth}
          disabled={linked.isPending}
          value={state.trfDealerId === null ? '' : String(state.trfDealerId)}
          data={[
            { value: '', label: 'All records' },
            ...linkedDealers.map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          onChange={(e) => update({ trfDealerId: idOrNull(e.currentTarget.value) })}
        />
      ) : null}
    </>
  );
}

/** How many of the sheet's filters differ from the page's defaults (the Filters button says it). */
function activeFilters(state: ListState, config: ListPageConfig): number {
  return [
    state.filterId !== config.defaultFilterId,
    state.campaignId !== null,
    state.originatorId !== null,
    state.trfDealerId !== null,
  ].filter(Boolean).length;
}

/**
 * The search bar of part 2 section 2.1: free text (debounced) and the filter selects. On a phone
 * the selects sit in a bottom sheet behind a "Filters" button, so the list starts near the top.
 */
export const ListFilters = memo(function ListFilters({ isMobile, columns, ...props }: ListFiltersProps) {
  const { config, state, update } = props;
  const [text, setText] = useState(state.q);
  const [sheetOpen, sheet] = useDisclosure(false);

  // What this box last wrote to the URL: any other q (back/forward, a pasted link) replaces the text.
  const committed = useRef(state.q);
  const commit = useDebouncedCallback((q: string) => {
    committed.current = q.trim();
    update({ q: q.trim() }, { replace: true });
  }, TIMING.debounceMs);
  useEffect(() => {
    if (state.q === committed.current) return;
    committed.current = state.q;
    setText(state.q);
  }, [state.q]);

  return (
    <Group gap="sm" align="flex-end" role="search" aria-label="Filter the list">
      <TextInput
        label="Search"
        type="search"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          commit(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit.flush();
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                commit.cancel();
                committed.current = '';
                setText('');
                update({ q: '' });
              }}
            />
          ) : null
        }
        style={{ flex: isMobile ? '1 1 0' : '1 1 220px', minWidth: isMobile ? 0 : undefined }}
      />
      {isMobile ? (
        <>
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={sheet.open}
            aria-haspopup="dialog"
          >
            Filters{activeFilters(state, config) > 0 ? ` (${activeFilters(state, config)})` : ''}
          </Button>
          <MountedOnceOpened opened={sheetOpen}>
            {(opened) => (
              <Drawer opened={opened} onClose={sheet.close} position="bottom" size="auto" title="Filters">
                <Stack gap="sm" pb="md">
                  <FilterSelects {...props} />
                  {columns}
                  <Button onClick={sheet.close}>Show results</Button>
                </Stack>
              </Drawer>
            )}
          </MountedOnceOpened>
        </>
      ) : (
        <>
          <FilterSelects {...props} />
          {columns}
        </>
      )}
    </Group>
  );
});
