import { useState } from 'react';
import { Badge, Button, Checkbox, DatePicker, Drawer, Input, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { DeskLookups } from '../hooks/useDeskLookups';
import { ALL_STATUSES, DEFAULT_FILTERS, changedFilterCount, sameFilters, type TicketFilters } from '../model/ticketFilters';
import { PRIORITY_OPTIONS, statusOptions } from './TicketBits';

interface Props {
  filters: TicketFilters;
  onChange(next: TicketFilters): void;
  lookups: DeskLookups;
  phone: boolean;
}

const DAY = 'YYYY-MM-DD';

/** Search and the list's filters: in one row on desktop, in a bottom drawer behind a "Filters" button on phones. */
export function TicketFiltersBar({ filters, onChange, lookups, phone }: Props) {
  const [q, setQ] = useState(filters.q);
  // The box follows the address (a view picked, back button) but keeps what the agent is typing otherwise.
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setQ(filters.q);
  }
  const [drawer, setDrawer] = useState(false);
  const set = (patch: Partial<TicketFilters>) => onChange({ ...filters, ...patch });
  const changed = changedFilterCount(filters);

  const search = (
    <Input.Search
      className="ticket-search"
      placeholder="Search title, content, customer or #number"
      allowClear
      value={q}
      onChange={(e) => setQ(e.target.value)}
      onSearch={(v) => set({ q: v.trim() })}
      aria-label="Search tickets"
    />
  );
  const controls = (
    <>
      <Select
        mode="multiple"
        aria-label="Status"
        className="filter-status"
        placeholder="Any status"
        value={filters.status}
        onChange={(status: number[]) => set({ status })}
        options={statusOptions(ALL_STATUSES)}
        maxTagCount="responsive"
        allowClear
      />
      <Select
        mode="multiple"
        aria-label="Priority"
        className="filter-priority"
        placeholder="Any priority"
        value={filters.priority}
        onChange={(priority: number[]) => set({ priority })}
        options={PRIORITY_OPTIONS}
        maxTagCount="responsive"
        allowClear
      />
      <Select
        aria-label="Type"
        className="filter-type"
        value={filters.typeId}
        onChange={(typeId: string) => set({ typeId })}
        options={[{ value: '', label: 'Any type' }, ...lookups.types.map((t) => ({ value: t.typeId, label: t.typeName }))]}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label="Assignee"
        className="filter-assignee"
        value={filters.assignee}
        onChange={(assignee: string) => set({ assignee })}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: 'Anyone' },
          { value: 'me', label: 'Me' },
          { value: 'none', label: 'Unassigned' },
          ...lookups.agents.map((a) => ({ value: String(a.agentId), label: a.nickname })),
        ]}
      />
      <DatePicker.RangePicker
        aria-label="Created between"
        className="filter-dates"
        allowEmpty={[true, true]}
        placeholder={['Created from', 'to']}
        value={[filters.from ? dayjs(filters.from, DAY) : null, filters.to ? dayjs(filters.to, DAY) : null]}
        onChange={(range) => set({ from: range?.[0]?.format(DAY) ?? '', to: range?.[1]?.format(DAY) ?? '' })}
        inputReadOnly={phone}
      />
      <Checkbox checked={filters.overdue} onChange={(e) => set({ overdue: e.target.checked })} className="filter-overdue">
        Overdue only
      </Checkbox>
    </>
  );
  const reset = !sameFilters({ ...filters, q: '' }, DEFAULT_FILTERS) && (
    <Button type="link" onClick={() => onChange({ ...DEFAULT_FILTERS, q: filters.q })} className="filter-reset">
      Reset filters
    </Button>
  );

  if (!phone) {
    return (
      <div className="ticket-filters">
        {search}
        {controls}
        {reset}
      </div>
    );
  }
  return (
    <div className="ticket-filters phone">
      {search}
      <Badge count={changed} size="small" color="#4f46e5">
        <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)} aria-label="Filters">
          Filters
        </Button>
      </Badge>
      <Drawer
        title="Filters"
        placement="bottom"
        open={drawer}
        onClose={() => setDrawer(false)}
        size="auto"
        className="ticket-filter-drawer"
        extra={reset}
      >
        <div className="ticket-filter-stack">{controls}</div>
        <Button type="primary" block onClick={() => setDrawer(false)}>
          Show tickets
        </Button>
      </Drawer>
    </div>
  );
}
