import { useEffect, useState } from 'react';
import { App as AntApp, Button, Popconfirm, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TicketTemplate } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { formatMinutes } from '../../../shared/workingTime';
import { deleteTicketTemplate } from '../api/deleteTicketTemplate';
import { fetchTicketTemplates } from '../../../shared/admin/api/fetchTicketTemplates';
import type { TemplateKind } from '../model/templateEditor';
import { FIELD_TYPES } from '../../../shared/admin/fieldTypes';
import { TemplateEditorDrawer } from './TemplateEditorDrawer';
import '../../../shared/admin/admin.css';
import './ticketTemplates.css';
import { useTranslation } from 'react-i18next';

// Each titled and introduced by the ticketTemplates texts' ticketTemplatesSettings.sections.<kind>.
const SECTIONS: TemplateKind[] = ['type', 'card'];

const typeName = (t: number) => FIELD_TYPES.find((f) => f.value === t)?.label ?? `Type ${t}`;
const target = (m: number) => (m > 0 ? formatMinutes(m) : '—');

/** Ticket types and card forms: the tenant's templates, each edited in a drawer. */
export function TicketTemplatesSettings() {
  const { t: tr } = useTranslation('ticketTemplates');
  const { message } = AntApp.useApp();
  const [list, setList] = useState<TicketTemplate[] | null>(null);
  const [editing, setEditing] = useState<{ template: TicketTemplate | null; kind: TemplateKind } | null>(null);

  useEffect(() => {
    fetchTicketTemplates().then(setList, (e: unknown) => {
      setList([]);
      void message.error(failureText(e));
    });
  }, [message]);

  async function remove(t: TicketTemplate) {
    try {
      await deleteTicketTemplate(t.templateId);
      setList((l) => l?.filter((x) => x.templateId !== t.templateId) ?? l);
      void message.success(`${t.name} deleted`);
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  if (list === null) return <Spin />;
  return (
    <div className="tpl-settings">
      {SECTIONS.map((kind) => (
        <section key={kind} className="tpl-section" aria-label={tr(`ticketTemplatesSettings.sections.${kind}.title`)}>
          <div className="tpl-section-head">
            <div>
              <h3>{tr(`ticketTemplatesSettings.sections.${kind}.title`)}</h3>
              <Typography.Text type="secondary">{tr(`ticketTemplatesSettings.sections.${kind}.intro`)}</Typography.Text>
            </div>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ template: null, kind: kind })}>
              {tr(`templateEditorDrawer.new.${kind}`)}
            </Button>
          </div>
          <Table<TicketTemplate>
            rowKey="templateId"
            size="middle"
            dataSource={list.filter((t) => t.kind === kind)}
            pagination={false}
            scroll={{ x: 640 }}
            onRow={(t) => ({ onClick: () => setEditing({ template: t, kind: t.kind }), className: 'settings-row' })}
            locale={{ emptyText: tr(`ticketTemplatesSettings.empty.${kind}`) }}
            columns={[
              {
                title: tr('ticketTemplatesSettings.name'),
                key: 'name',
                width: 200,
                render: (_, t) => (
                  <div className="tpl-name">
                    <Typography.Text strong>{t.name}</Typography.Text>
                    <span className="settings-sub">{t.templateId}</span>
                  </div>
                ),
              },
              {
                title: tr('ticketTemplatesSettings.fields'),
                key: 'fields',
                render: (_, t) =>
                  t.fields.length === 0 ? (
                    <span className="settings-sub">{tr('ticketTemplatesSettings.none')}</span>
                  ) : (
                    <div className="tpl-chips">
                      {t.fields.slice(0, 4).map((f) => (
                        <Tooltip key={f.fieldId} title={`${typeName(f.fieldType)}${f.requiredStatus === 1 ? ', required' : ''}`}>
                          <Tag variant="filled">
                            {f.fieldName}
                            {f.requiredStatus === 1 && <span className="tpl-required">*</span>}
                          </Tag>
                        </Tooltip>
                      ))}
                      {t.fields.length > 4 && <span className="settings-sub">+{t.fields.length - 4} more</span>}
                    </div>
                  ),
              },
              {
                title: tr('ticketTemplatesSettings.firstResponse'),
                key: 'first',
                width: 120,
                render: (_, t) => target(t.firstResponseMinutes),
              },
              {
                title: tr('ticketTemplatesSettings.resolution'),
                key: 'resolution',
                width: 110,
                render: (_, t) => target(t.resolutionMinutes),
              },
              {
                title: tr('ticketTemplatesSettings.updated'),
                dataIndex: 'updatedAt',
                width: 140,
                render: (ts: number) => <span className="settings-sub">{formatDateTime(ts)}</span>,
              },
              {
                title: '',
                key: 'actions',
                width: 88,
                render: (_, t) => (
                  // Clicks here edit or delete, not open the row.
                  <span className="tpl-actions" onClick={(e) => e.stopPropagation()}>
                    <Tooltip title={tr('ticketTemplatesSettings.edit')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={tr('aria.edit', { p0: t.name })}
                        onClick={() => setEditing({ template: t, kind: t.kind })}
                      />
                    </Tooltip>
                    <Popconfirm
                      title={`Delete ${t.name}?`}
                      description={tr('ticketTemplatesSettings.ticketsAlreadyMadeKeepTheir')}
                      okText={tr('ticketTemplatesSettings.delete')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(t)}
                    >
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={tr('aria.delete', { p0: t.name })} />
                    </Popconfirm>
                  </span>
                ),
              },
            ]}
          />
        </section>
      ))}
      <TemplateEditorDrawer
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setList((l) =>
            l?.some((x) => x.templateId === saved.templateId)
              ? l.map((x) => (x.templateId === saved.templateId ? saved : x))
              : [...(l ?? []), saved],
          );
          setEditing(null);
        }}
      />
    </div>
  );
}
