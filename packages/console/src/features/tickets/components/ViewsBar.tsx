import { useEffect, useState } from 'react';
import { App as AntApp, Button, Input, Popconfirm, Popover, Tooltip } from 'antd';
import { CloseOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import type { TicketView } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { deleteTicketView } from '../api/deleteTicketView';
import { fetchTicketViews } from '../api/fetchTicketViews';
import { saveTicketView } from '../api/saveTicketView';
import { QUICK_VIEWS, filtersFromParams, sameFilters, viewFiltersOf, type TicketFilters } from '../model/ticketFilters';

interface Props {
  filters: TicketFilters;
  onPick(filters: TicketFilters): void;
}

/** Built-in views, then the agent's saved ones (delete on hover), and "Save view" for the current filters. */
export function ViewsBar({ filters, onPick }: Props) {
  const { message } = AntApp.useApp();
  const [views, setViews] = useState<TicketView[]>([]);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchTicketViews().then(setViews, () => setViews([]));
  }, []);

  const current = { ...filters, q: '' };
  const saved = views.map((v) => ({ view: v, filters: filtersFromParams(v.filters) }));
  const known = [...QUICK_VIEWS.map((v) => v.filters), ...saved.map((s) => s.filters)].some((f) => sameFilters(f, current));

  async function save() {
    const trimmed = name.trim();
    if (!trimmed) return;
    setSaving(true);
    try {
      const view = await saveTicketView(trimmed, viewFiltersOf(current));
      setViews((list) => [...list, view]);
      setNaming(false);
      setName('');
      void message.success(`View “${view.name}” saved`);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  }

  async function remove(view: TicketView) {
    try {
      await deleteTicketView(view.id);
      setViews((list) => list.filter((v) => v.id !== view.id));
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  return (
    <nav className="ticket-views" aria-label="Views">
      {QUICK_VIEWS.map((v) => (
        <button
          key={v.key}
          type="button"
          className={`view-chip${sameFilters(v.filters, current) ? ' active' : ''}`}
          onClick={() => onPick({ ...v.filters, q: filters.q })}
        >
          {v.name}
        </button>
      ))}
      {saved.length > 0 && <span className="view-divider" aria-hidden="true" />}
      {saved.map(({ view, filters: f }) => (
        <span key={view.id} className={`view-chip saved${sameFilters(f, current) ? ' active' : ''}`}>
          <button type="button" className="view-chip-name" onClick={() => onPick({ ...f, q: filters.q })}>
            <StarFilled className="view-star" aria-hidden="true" />
            {view.name}
          </button>
          <Popconfirm
            title={`Delete the view “${view.name}”?`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(view)}
          >
            <Tooltip title="Delete view">
              <button type="button" className="view-chip-remove" aria-label={`Delete view ${view.name}`}>
                <CloseOutlined />
              </button>
            </Tooltip>
          </Popconfirm>
        </span>
      ))}
      <Popover
        open={naming}
        onOpenChange={setNaming}
        trigger="click"
        placement="bottomLeft"
        title="Save the current filters as a view"
        content={
          <div className="view-save">
            <Input
              autoFocus
              placeholder="e.g. Urgent, unassigned"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={() => void save()}
              aria-label="View name"
            />
            <Button type="primary" loading={saving} disabled={!name.trim()} onClick={() => void save()}>
              Save
            </Button>
          </div>
        }
      >
        <Button type="text" size="small" icon={<PlusOutlined />} disabled={known} className="view-add">
          Save view
        </Button>
      </Popover>
    </nav>
  );
}
