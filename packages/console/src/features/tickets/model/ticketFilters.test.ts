import { describe, expect, it } from 'vitest';
import { ticketListQuery } from '@parley/protocol';
import {
  DEFAULT_FILTERS,
  QUICK_VIEWS,
  changedFilterCount,
  filtersFromParams,
  filtersToParams,
  listSearch,
  pageFromParams,
  sameFilters,
  toListQuery,
  viewFiltersOf,
  type TicketFilters,
} from './ticketFilters';

const f = (over: Partial<TicketFilters> = {}): TicketFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('ticket filters', () => {
  it('leaves the default list out of the address', () => {
    expect(listSearch(DEFAULT_FILTERS)).toBe('');
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  it('writes "any status" out, as the open statuses are the default', () => {
    expect(filtersToParams(f({ status: [] }))).toEqual({ status: 'any' });
    expect(filtersFromParams({ status: 'any' }).status).toEqual([]);
  });

  it('round-trips every filter through the address', () => {
    const all = f({
      status: [3, 1],
      priority: [3],
      typeId: 'demo-ticket-type',
      assignee: '12',
      overdue: true,
      from: '2025-03-01',
      to: '2025-03-31',
      q: 'broken lamp',
    });
    const search = listSearch(all, 3);
    expect(search).toBe(
      '?status=1%2C3&priority=3&type=demo-ticket-type&assignee=12&overdue=1&from=2025-03-01&to=2025-03-31&q=broken+lamp&page=3',
    );
    const sp = new URLSearchParams(search);
    expect(filtersFromParams(sp)).toEqual({ ...all, status: [1, 3] });
    expect(pageFromParams(sp)).toBe(3);
  });

  it('reads malformed values as their default', () => {
    const read = filtersFromParams({
      status: '1,7,x,1',
      priority: '9',
      assignee: 'everyone',
      from: '2025-02-30',
      to: 'soon',
      overdue: 'yes',
    });
    expect(read).toEqual(f({ status: [1], priority: [], assignee: '', from: '', to: '', overdue: false }));
    expect(pageFromParams(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageFromParams(new URLSearchParams('page=2.5'))).toBe(1);
  });

  it('asks the server with a query its schema accepts, the date range covering whole local days', () => {
    const q = toListQuery(
      f({ status: [0, 2], priority: [1, 3], assignee: 'me', overdue: true, from: '2025-03-01', to: '2025-03-31', q: ' lamp ' }),
      2,
    );
    expect(q).toMatchObject({ status: '0,2', priority: '1,3', assignee: 'me', overdue: '1', q: 'lamp', page: 2, pageSize: 20 });
    expect(q.from).toBe(new Date(2025, 2, 1).getTime());
    expect(q.to).toBe(new Date(2025, 3, 1).getTime());
    const asText = Object.fromEntries(
      Object.entries(q)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    expect(ticketListQuery.parse(asText)).toMatchObject({ status: [0, 2], priority: [1, 3], page: 2 });
    expect(toListQuery(f({ status: [] }), 1)).toMatchObject({ status: undefined, from: undefined, to: undefined, q: undefined });
  });

  it('saves a view with every filter spelled out, and reads it back the same', () => {
    expect(viewFiltersOf(DEFAULT_FILTERS)).toEqual({ status: '0,1,2' });
    expect(viewFiltersOf(f({ status: [] }))).toEqual({ status: 'any' });
    const mine = f({ assignee: 'me', priority: [2, 3] });
    const saved = viewFiltersOf(mine);
    expect(Object.keys(saved).length).toBeLessThanOrEqual(12);
    expect(sameFilters(filtersFromParams(saved), mine)).toBe(true);
  });

  it('counts the filters that differ from the default list', () => {
    expect(changedFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(changedFilterCount(f({ status: [], assignee: 'none', from: '2025-01-01', to: '2025-01-02', q: 'only search' }))).toBe(3);
  });

  it('has distinct quick views', () => {
    expect(new Set(QUICK_VIEWS.map((v) => listSearch(v.filters))).size).toBe(QUICK_VIEWS.length);
  });
});
