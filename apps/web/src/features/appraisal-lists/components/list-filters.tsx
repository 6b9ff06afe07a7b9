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
import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
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
}

/** Part 1 section 9: "Appraisal search placeholder covers VIN, year, make, model, trim, name and e-mail." */
const SEARCH_PLACEHOLDER = 'VIN, year, make, model, trim, name or e-mail';
// Two selects a line on a phone, fixed widths from 576 px.
const selectWidth = { base: 'calc(50% - 6px)', xs: 200 };

const idOrNull = (value: string) => (value ? Number(value) : null);

/**
 * The search bar of part 2 section 2.1: free text (debounced), date window, sort, Campaign and
 * Originator where the page allows them, and Transfers by linked dealer with the permission.
 */
export function ListFilters({ config, state, update, dealerId, roles }: ListFiltersProps) {
  const [text, setText] = useState(state.q);
  const campaigns = useDealerCampaigns(dealerId, config.campaignFilters);
  const users = useDealerUsers(dealerId, config.campaignFilters);
  const linked = useLinkedDealers(dealerId, allowTransfers(roles));
  const linkedDealers = linked.data ?? [];

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

  const sortValue = sortOptionValue(state);
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
        style={{ flex: '1 1 260px' }}
      />
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
      {canFilterTransfers(roles, linkedDealers.length) ? (
        <NativeSelect
          label="Transfers"
          w={selectWidth}
          value={state.trfDealerId === null ? '' : String(state.trfDealerId)}
          data={[
            { value: '', label: 'All records' },
            ...linkedDealers.map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          onChange={(e) => update({ trfDealerId: idOrNull(e.currentTarget.value) })}
        />
      ) : null}
    </Group>
  );
}
