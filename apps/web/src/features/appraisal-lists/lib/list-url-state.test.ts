import { describe, expect, it } from 'vitest';
import { listPageConfig } from './list-page-config';
import {
  listQueryParams,
  pageCount,
  pageRange,
  readListState,
  sortOptions,
  sortOptionValue,
  toSearchParams,
  updateListState,
} from './list-url-state';

const buying = listPageConfig('buying');
const showroom = listPageConfig('showroom');
const manage = listPageConfig('manageReturns');
const read = (query: string, config = buying, transfers = true, values = true) =>
  readListState(new URLSearchParams(query), config, { transfers, values });

describe('readListState', () => {
  it('gives the page defaults for a plain URL', () => {
    expect(read('')).toEqual({
      filterId: 30,
      q: '',
      campaignId: null,
      originatorId: null,
      trfDealerId: null,
      sort: 'id',
      order: 'DESC',
      tab: 'assess',
      page: 1,
    });
    expect(read('', showroom)).toMatchObject({ filterId: 0, tab: null });
    expect(read('', manage)).toMatchObject({ filterId: 30, tab: 'ground_return' });
  });

  it('reads filter, sort, order, tab and page', () => {
    const filter = JSON.stringify({ filterId: 7, q: ' honda ', campaignId: 3, originatorId: 6, trfDealerId: 2 });
    const state = read(`filter=${encodeURIComponent(filter)}&sort=make&order=ASC&tab=payoff&page=3`);
    expect(state).toEqual({
      filterId: 7,
      q: 'honda',
      campaignId: 3,
      originatorId: 6,
      trfDealerId: 2,
      sort: 'make',
      order: 'ASC',
      tab: 'payoff',
      page: 3,
    });
  });

  it('drops what is malformed, unknown or not allowed on the page', () => {
    expect(read('filter=not-json&sort=password&order=UP&tab=grounded&page=-2')).toEqual(read(''));
    expect(read(`filter=${encodeURIComponent('{"filterId":5,"campaignId":"x","evil":1}')}`)).toEqual(read(''));
    // Lease returns have no campaign or originator filter; no transfers without permission.
    const returns = listPageConfig('returns');
    const state = read(
      `filter=${encodeURIComponent('{"campaignId":3,"originatorId":6,"trfDealerId":2}')}`,
      returns,
      false,
    );
    expect(state).toMatchObject({ campaignId: null, originatorId: null, trfDealerId: null });
    // A lease-return tab on the trade-in list, and a management stage on the lease-return list.
    expect(read('tab=ground_return').tab).toBe('assess');
    expect(read('tab=offered', returns).tab).toBe('assess');
    expect(read('tab=turnedin', manage).tab).toBe('turnedin');
  });

  it('ignores the filter on the duplicate-VIN list, whose filters are hidden', () => {
    const dup = listPageConfig('duplicate', '1HGCM82633A004352');
    expect(read(`filter=${encodeURIComponent('{"q":"x","filterId":0}')}`, dup)).toMatchObject({ q: '', filterId: -4 });
  });
});

describe('sorting by values', () => {
  it('needs allowReadVals: the URL falls back to the default, the select leaves those options out', () => {
    expect(read('sort=expectedTotalProfit&order=DESC', buying, true, false)).toMatchObject({
      sort: 'id',
      order: 'DESC',
    });
    expect(read('sort=make&order=ASC', buying, true, false)).toMatchObject({ sort: 'make', order: 'ASC' });
    expect(read('sort=expectedTotalProfit&order=DESC')).toMatchObject({ sort: 'expectedTotalProfit' });
    expect(sortOptions(false).map((o) => o.label)).toEqual([
      'Newest',
      'Latest update',
      'Inspection grade',
      'Oldest',
      'Year',
      'Make',
      'Mileage',
      'Model',
    ]);
    expect(sortOptions(true)).toHaveLength(11);
  });
});

describe('toSearchParams', () => {
  it('leaves defaults out, so the default list is the plain URL', () => {
    expect(toSearchParams(read(''), buying).toString()).toBe('');
    expect(toSearchParams(read('', showroom), showroom).toString()).toBe('');
  });

  it('round-trips every choice', () => {
    const state = {
      ...read(''),
      filterId: 0 as const,
      q: 'civic',
      originatorId: 6,
      sort: 'year' as const,
      tab: 'payoff' as const,
      page: 2,
    };
    const params = toSearchParams(state, buying);
    expect(params.get('filter')).toBe('{"filterId":0,"q":"civic","originatorId":6}');
    expect(params.get('sort')).toBe('year');
    expect(params.get('order')).toBe('DESC');
    expect(params.get('tab')).toBe('payoff');
    expect(params.get('page')).toBe('2');
    expect(readListState(params, buying, { transfers: true, values: true })).toEqual(state);
  });

  it('writes sort and order together when either differs from id DESC', () => {
    expect(toSearchParams({ ...read(''), order: 'ASC' }, buying).toString()).toBe('sort=id&order=ASC');
  });
});

describe('updateListState', () => {
  it('goes back to page 1 on any change but the page', () => {
    const state = { ...read(''), page: 4 };
    expect(updateListState(state, { q: 'x' }).page).toBe(1);
    expect(updateListState(state, { tab: 'payoff' }).page).toBe(1);
    expect(updateListState(state, { page: 5 }).page).toBe(5);
  });
});

describe('listQueryParams', () => {
  it('sends the page filter, the date window, the user choices and the tab as stage', () => {
    const state = { ...read(''), q: 'civic', campaignId: 3, tab: 'payoff' as const, page: 2 };
    expect(listQueryParams(state, buying)).toEqual({
      filter: { appraisalTypeId: 1, filterId: 30, q: 'civic', campaignId: 3, stage: 'payoff' },
      range: [25, 49],
      sort: ['id', 'DESC'],
    });
    expect(listQueryParams(read('', showroom), showroom).filter).toEqual({ showroom: true, filterId: 0 });
    expect(listQueryParams(read('', manage), manage).filter).toEqual({
      leases: true,
      filterId: 30,
      stage: 'ground_return',
    });
    expect(listQueryParams(read('', listPageConfig('rejected')), listPageConfig('rejected')).filter).toEqual({
      appraisalStatusId: 3,
      filterId: 30,
    });
  });

  it('sends only the VIN for the duplicate list', () => {
    const dup = listPageConfig('duplicate', '1HGCM82633A004352');
    expect(listQueryParams(read('', dup), dup).filter).toEqual({ duplicateVin: '1HGCM82633A004352' });
  });
});

describe('paging and sort option', () => {
  it('pages by 25, inclusive', () => {
    expect(pageRange(1)).toEqual([0, 24]);
    expect(pageRange(3)).toEqual([50, 74]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });

  it('maps field and order to the select value', () => {
    expect(sortOptionValue({ sort: 'make', order: 'ASC' })).toBe('make-ASC');
    expect(sortOptionValue({ sort: 'make', order: 'DESC' })).toBeNull();
  });
});
