import { TicketStatus } from '@parley/protocol';

/**
 * The ticket list's filters. They live in the address (so a reload, the back button and a shared link keep them)
 * and in saved views; both are the same text form, `filtersToParams`.
 */
export interface TicketFilters {
  /** Empty: any status. */
  status: number[];
  /** Empty: any priority. */
  priority: number[];
  /** '': any type. */
  typeId: string;
  /** '': anyone; 'me', 'none' (unassigned) or an agent id. */
  assignee: string;
  overdue: boolean;
  /** Created on or after this day (yyyy-mm-dd, local time); '' for no bound. */
  from: string;
  /** Created on or before this day (yyyy-mm-dd, local time); '' for no bound. */
  to: string;
  q: string;
}

/** What an agent works on: tickets not resolved or closed yet. The list opens on these. */
export const OPEN_STATUSES: readonly number[] = [TicketStatus.NOT_ACCEPTED, TicketStatus.ACCEPTED, TicketStatus.WAITING_REPLY];
export const ALL_STATUSES: readonly number[] = Object.values(TicketStatus);
export const DEFAULT_FILTERS: TicketFilters = {
  status: [...OPEN_STATUSES],
  priority: [],
  typeId: '',
  assignee: '',
  overdue: false,
  from: '',
  to: '',
  q: '',
};
export const PAGE_SIZE = 20;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ASSIGNEE = /^(me|none|\d{1,15})$/;

const sorted = (list: readonly number[]) => [...list].sort((x, y) => x - y);
const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && sorted(a).join() === sorted(b).join();

function intList(text: string | null, allowed: readonly number[]): number[] {
  if (!text) return [];
  const values = text.split(',').map((s) => Number(s.trim()));
  return [...new Set(values.filter((n) => allowed.includes(n)))].sort((a, b) => a - b);
}

/**
 * Filters as text pairs, leaving out what is at its default. The open statuses are the default, so "any status"
 * is written out as status=any.
 */
export function filtersToParams(f: TicketFilters): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.status.length === 0) p.status = 'any';
  else if (!sameList(f.status, OPEN_STATUSES)) p.status = [...f.status].sort((a, b) => a - b).join(',');
  if (f.priority.length) p.priority = [...f.priority].sort((a, b) => a - b).join(',');
  if (f.typeId) p.type = f.typeId;
  if (f.assignee) p.assignee = f.assignee;
  if (f.overdue) p.overdue = '1';
  if (f.from) p.from = f.from;
  if (f.to) p.to = f.to;
  if (f.q.trim()) p.q = f.q.trim();
  return p;
}

/** The filters a set of text pairs describes; anything malformed reads as its default. */
export function filtersFromParams(params: URLSearchParams | Record<string, string>): TicketFilters {
  const sp = params instanceof URLSearchParams ? params : new URLSearchParams(params);
  const status = sp.get('status');
  const assignee = sp.get('assignee') ?? '';
  const day = (key: string) => {
    const v = sp.get(key) ?? '';
    return DAY.test(v) && !Number.isNaN(localDay(v)) ? v : '';
  };
  return {
    status: status === null ? [...OPEN_STATUSES] : status === 'any' ? [] : intList(status, ALL_STATUSES),
    priority: intList(sp.get('priority'), [0, 1, 2, 3]),
    typeId: (sp.get('type') ?? '').slice(0, 64),
    assignee: ASSIGNEE.test(assignee) ? assignee : '',
    overdue: sp.get('overdue') === '1',
    from: day('from'),
    to: day('to'),
    q: (sp.get('q') ?? '').slice(0, 200),
  };
}

/** The list's page from the address (1 when missing or nonsense). */
export function pageFromParams(sp: URLSearchParams): number {
  const n = Number(sp.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** The address's query string for these filters and page ('' for the default list). */
export function listSearch(f: TicketFilters, page = 1): string {
  const sp = new URLSearchParams(filtersToParams(f));
  if (page > 1) sp.set('page', String(page));
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/** Midnight at the start of a yyyy-mm-dd day, local time. */
function localDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date.getTime() : NaN;
}

/** The list call's query (TicketDeskPath.tickets): the date range becomes [from midnight, the day after `to`). */
export function toListQuery(f: TicketFilters, page: number, pageSize = PAGE_SIZE): Record<string, string | number | undefined> {
  const nextDay = (day: string) => {
    const start = new Date(localDay(day));
    return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1).getTime();
  };
  return {
    status: f.status.length ? f.status.join(',') : undefined,
    priority: f.priority.length ? f.priority.join(',') : undefined,
    typeId: f.typeId || undefined,
    assignee: f.assignee || undefined,
    overdue: f.overdue ? '1' : undefined,
    from: f.from ? localDay(f.from) : undefined,
    to: f.to ? nextDay(f.to) : undefined,
    q: f.q.trim() || undefined,
    page,
    pageSize,
  };
}

/** A saved view's filters: every filter spelled out, so the view means the same if the defaults change. */
export function viewFiltersOf(f: TicketFilters): Record<string, string> {
  return { status: f.status.length ? [...f.status].sort((a, b) => a - b).join(',') : 'any', ...filtersToParams(f) };
}

export const sameFilters = (a: TicketFilters, b: TicketFilters) => listSearch(a) === listSearch(b);

/** How many filters differ from the default list (the phone's "Filters" button shows it). */
export function changedFilterCount(f: TicketFilters): number {
  const d = DEFAULT_FILTERS;
  return [
    !sameList(f.status, d.status),
    f.priority.length > 0,
    f.typeId !== '',
    f.assignee !== '',
    f.overdue,
    f.from !== '' || f.to !== '',
  ].filter(Boolean).length;
}

/** The built-in views shown before the agent's own; each is named by the tickets texts' `views.<key>`. */
export const QUICK_VIEWS: ReadonlyArray<{ key: string; filters: TicketFilters }> = [
  { key: 'open', filters: DEFAULT_FILTERS },
  { key: 'mine', filters: { ...DEFAULT_FILTERS, assignee: 'me' } },
  { key: 'unassigned', filters: { ...DEFAULT_FILTERS, assignee: 'none' } },
  { key: 'overdue', filters: { ...DEFAULT_FILTERS, overdue: true } },
  { key: 'all', filters: { ...DEFAULT_FILTERS, status: [] } },
];
