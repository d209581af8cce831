import { useEffect, useState } from 'react';
import { App as AntApp, Button, Popconfirm, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TicketTemplate } from '@parley/protocol';
import { failureText } from '../../../../shared/api';
import { formatDateTime } from '../../../../shared/format';
import { formatMinutes } from '../../../../shared/workingTime';
import { deleteTicketTemplate } from '../../api/deleteTicketTemplate';
import { fetchTicketTemplates } from '../../api/fetchTicketTemplates';
import type { TemplateKind } from '../../model/templateEditor';
import { FIELD_TYPES } from '../../model/userFormEditor';
import { KIND_NAMES, TemplateEditorDrawer } from './TemplateEditorDrawer';

const SECTIONS: Array<{ kind: TemplateKind; title: string; intro: string }> = [
  {
    kind: 'type',
    title: 'Ticket types',
    intro:
      'What a ticket is about. The leave-message form asks for a type’s fields (Channel → Leave message picks the type), and its targets set the service-level clocks.',
  },
  {
    kind: 'card',
    title: 'Card forms',
    intro: 'Forms agents send in a chat as a card. What the visitor fills in becomes a ticket.',
  },
];

const typeName = (t: number) => FIELD_TYPES.find((f) => f.value === t)?.label ?? `Type ${t}`;
const target = (m: number) => (m > 0 ? formatMinutes(m) : '—');

/** Ticket types and card forms: the tenant's templates, each edited in a drawer. */
export function TicketTemplatesSettings() {
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
      {SECTIONS.map((s) => (
        <section key={s.kind} className="tpl-section" aria-label={s.title}>
          <div className="tpl-section-head">
            <div>
              <h3>{s.title}</h3>
              <Typography.Text type="secondary">{s.intro}</Typography.Text>
            </div>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ template: null, kind: s.kind })}>
              New {KIND_NAMES[s.kind]}
            </Button>
          </div>
          <Table<TicketTemplate>
            rowKey="templateId"
            size="middle"
            dataSource={list.filter((t) => t.kind === s.kind)}
            pagination={false}
            scroll={{ x: 640 }}
            onRow={(t) => ({ onClick: () => setEditing({ template: t, kind: t.kind }), className: 'settings-row' })}
            locale={{ emptyText: `No ${KIND_NAMES[s.kind]}s yet` }}
            columns={[
              {
                title: 'Name',
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
                title: 'Fields',
                key: 'fields',
                render: (_, t) =>
                  t.fields.length === 0 ? (
                    <span className="settings-sub">None</span>
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
              { title: 'First response', key: 'first', width: 120, render: (_, t) => target(t.firstResponseMinutes) },
              { title: 'Resolution', key: 'resolution', width: 110, render: (_, t) => target(t.resolutionMinutes) },
              {
                title: 'Updated',
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
                    <Tooltip title="Edit">
                      <Button
                        type="text"
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={`Edit ${t.name}`}
                        onClick={() => setEditing({ template: t, kind: t.kind })}
                      />
                    </Tooltip>
                    <Popconfirm
                      title={`Delete ${t.name}?`}
                      description="Tickets already made keep their fields and answers."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(t)}
                    >
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${t.name}`} />
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
