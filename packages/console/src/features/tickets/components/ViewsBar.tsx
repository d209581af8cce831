import { useEffect, useState } from 'react';
import { App as AntApp, Button, Input, Popconfirm, Popover, Tooltip } from 'antd';
import { CloseOutlined, PlusOutlined, StarFilled } from '@ant-design/icons';
import type { TicketView } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { deleteTicketView } from '../api/deleteTicketView';
import { fetchTicketViews } from '../api/fetchTicketViews';
import { saveTicketView } from '../api/saveTicketView';
import { QUICK_VIEWS, filtersFromParams, sameFilters, viewFiltersOf, type TicketFilters } from '../model/ticketFilters';
import { useTranslation } from 'react-i18next';

interface Props {
  filters: TicketFilters;
  onPick(filters: TicketFilters): void;
}

/** Built-in views, then the agent's saved ones (delete on hover), and "Save view" for the current filters. */
export function ViewsBar({ filters, onPick }: Props) {
  const { t } = useTranslation('tickets');
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
      void message.success(t('views.saved', { name: view.name }));
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
    <nav className="ticket-views" aria-label={t('views.label')}>
      {QUICK_VIEWS.map((v) => (
        <button
          key={v.key}
          type="button"
          className={`view-chip${sameFilters(v.filters, current) ? ' active' : ''}`}
          onClick={() => onPick({ ...v.filters, q: filters.q })}
        >
          {t(`views.${v.key}`)}
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
            title={t('views.deleteTitle', { name: view.name })}
            okText={t('views.delete')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(view)}
          >
            <Tooltip title={t('views.deleteTip')}>
              <button type="button" className="view-chip-remove" aria-label={t('views.deleteLabel', { name: view.name })}>
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
        title={t('views.saveTitle')}
        content={
          <div className="view-save">
            <Input
              autoFocus
              placeholder={t('views.namePlaceholder')}
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onPressEnter={() => void save()}
              aria-label={t('views.name')}
            />
            <Button type="primary" loading={saving} disabled={!name.trim()} onClick={() => void save()}>
              {t('views.save')}
            </Button>
          </div>
        }
      >
        <Button type="text" size="small" icon={<PlusOutlined />} disabled={known} className="view-add">
          {t('views.saveView')}
        </Button>
      </Popover>
    </nav>
  );
}
