import { useState } from 'react';
import { Badge, Button, Checkbox, DatePicker, Drawer, Input, Select } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { DeskLookups } from '../hooks/useDeskLookups';
import { ALL_STATUSES, DEFAULT_FILTERS, changedFilterCount, sameFilters, type TicketFilters } from '../model/ticketFilters';
import { priorityOptions, statusOptions } from './TicketBits';
import { useTranslation } from 'react-i18next';

interface Props {
  filters: TicketFilters;
  onChange(next: TicketFilters): void;
  lookups: DeskLookups;
  phone: boolean;
}

const DAY = 'YYYY-MM-DD';

/** Search and the list's filters: in one row on desktop, in a bottom drawer behind a "Filters" button on phones. */
export function TicketFiltersBar({ filters, onChange, lookups, phone }: Props) {
  const { t } = useTranslation('tickets');
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
      placeholder={t('filters.search')}
      allowClear
      value={q}
      onChange={(e) => setQ(e.target.value)}
      onSearch={(v) => set({ q: v.trim() })}
      aria-label={t('filters.searchLabel')}
    />
  );
  const controls = (
    <>
      <Select
        mode="multiple"
        aria-label={t('filters.status')}
        className="filter-status"
        placeholder={t('filters.anyStatus')}
        value={filters.status}
        onChange={(status: number[]) => set({ status })}
        options={statusOptions(ALL_STATUSES)}
        maxTagCount="responsive"
        allowClear
      />
      <Select
        mode="multiple"
        aria-label={t('filters.priority')}
        className="filter-priority"
        placeholder={t('filters.anyPriority')}
        value={filters.priority}
        onChange={(priority: number[]) => set({ priority })}
        options={priorityOptions()}
        maxTagCount="responsive"
        allowClear
      />
      <Select
        aria-label={t('filters.type')}
        className="filter-type"
        value={filters.typeId}
        onChange={(typeId: string) => set({ typeId })}
        options={[{ value: '', label: t('filters.anyType') }, ...lookups.types.map((t) => ({ value: t.typeId, label: t.typeName }))]}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label={t('filters.assignee')}
        className="filter-assignee"
        value={filters.assignee}
        onChange={(assignee: string) => set({ assignee })}
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        options={[
          { value: '', label: t('filters.anyone') },
          { value: 'me', label: t('filters.me') },
          { value: 'none', label: t('unassigned') },
          ...lookups.agents.map((a) => ({ value: String(a.agentId), label: a.nickname })),
        ]}
      />
      <DatePicker.RangePicker
        aria-label={t('filters.created')}
        className="filter-dates"
        allowEmpty={[true, true]}
        placeholder={[t('filters.createdFrom'), t('filters.createdTo')]}
        value={[filters.from ? dayjs(filters.from, DAY) : null, filters.to ? dayjs(filters.to, DAY) : null]}
        onChange={(range) => set({ from: range?.[0]?.format(DAY) ?? '', to: range?.[1]?.format(DAY) ?? '' })}
        inputReadOnly={phone}
      />
      <Checkbox checked={filters.overdue} onChange={(e) => set({ overdue: e.target.checked })} className="filter-overdue">
        {t('filters.overdueOnly')}
      </Checkbox>
    </>
  );
  const reset = !sameFilters({ ...filters, q: '' }, DEFAULT_FILTERS) && (
    <Button type="link" onClick={() => onChange({ ...DEFAULT_FILTERS, q: filters.q })} className="filter-reset">
      {t('filters.reset')}
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
        <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)} aria-label={t('filters.title')}>
          {t('filters.title')}
        </Button>
      </Badge>
      <Drawer
        title={t('filters.title')}
        placement="bottom"
        open={drawer}
        onClose={() => setDrawer(false)}
        size="auto"
        className="ticket-filter-drawer"
        extra={reset}
      >
        <div className="ticket-filter-stack">{controls}</div>
        <Button type="primary" block onClick={() => setDrawer(false)}>
          {t('filters.show')}
        </Button>
      </Drawer>
    </div>
  );
}
