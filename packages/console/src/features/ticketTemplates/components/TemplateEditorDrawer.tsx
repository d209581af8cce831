import { useState } from 'react';
import { App as AntApp, Alert, Button, Drawer, Empty, Form, Grid, Input, InputNumber, Select, Space, Switch, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TicketTemplate } from '@parley/protocol';
import { ApiFailure, failureText } from '../../../shared/api';
import { saveTicketTemplate } from '../api/saveTicketTemplate';
import {
  MAX_FIELDS,
  addField,
  bodyOf,
  draftOf,
  joinMinutes,
  moveField,
  newTemplateDraft,
  removeField,
  serverTemplateProblem,
  splitMinutes,
  templateProblems,
  updateField,
  type FieldDraft,
  type ProblemKey,
  type TemplateDraft,
  type TemplateKind,
  type TemplateProblem,
} from '../model/templateEditor';
import { FIELD_TYPES, hasOptions, nestsOptions } from '../../../shared/admin/fieldTypes';
import { TemplateOptionsTree } from './TemplateOptionsTree';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What to edit: a stored template, or a new one of a kind; null when closed. */
  target: { template: TicketTemplate | null; kind: TemplateKind } | null;
  onClose(): void;
  onSaved(t: TicketTemplate): void;
}

/** One ticket type or card form: its name, service-level targets and ordered fields (the nine types, options, cascader children). */
export function TemplateEditorDrawer({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation('ticketTemplates');
  const { message } = AntApp.useApp();
  const [draft, setDraft] = useState<TemplateDraft>(() => newTemplateDraft('type'));
  // Problems show once a save was tried, then follow every edit.
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<TemplateProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const phone = !(Grid.useBreakpoint().md ?? true);

  // Each opening starts from the template (or a new one), with no problems shown.
  const [shownTarget, setShownTarget] = useState<Props['target']>(null);
  if (target !== shownTarget) {
    setShownTarget(target);
    if (target) {
      setDraft(target.template ? draftOf(target.template) : newTemplateDraft(target.kind));
      setChecked(false);
      setServerProblem(null);
    }
  }

  const problems = checked ? [...templateProblems(draft), ...(serverProblem ? [serverProblem] : [])] : [];
  const problemOf = (field: number | null, key: ProblemKey) => problems.find((p) => p.field === field && p.key === key)?.message;
  const edit = (next: TemplateDraft) => {
    setDraft(next);
    setServerProblem(null);
  };

  async function save() {
    setChecked(true);
    const found = templateProblems(draft);
    if (found.length) {
      void message.error(
        found.length === 1
          ? `Fix this first: ${found[0]!.message}`
          : `${found.length} problems to fix first; they are marked on their fields`,
      );
      return;
    }
    setSaving(true);
    try {
      const saved = await saveTicketTemplate(target?.template?.templateId ?? null, bodyOf(draft));
      onSaved(saved);
      void message.success(`${saved.name} saved`);
    } catch (e) {
      if (e instanceof ApiFailure && e.code === 400) setServerProblem(serverTemplateProblem(e.message));
      void message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  }

  const title = target?.template ? t(`templateEditorDrawer.edit.${draft.kind}`) : t(`templateEditorDrawer.new.${draft.kind}`);
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={title}
      size={phone ? '100%' : 760}
      className="tpl-drawer"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('templateEditorDrawer.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('templateEditorDrawer.save')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" component="div" requiredMark={false}>
        <Form.Item
          label={t('templateEditorDrawer.name')}
          validateStatus={problemOf(null, 'name') ? 'error' : undefined}
          help={problemOf(null, 'name')}
          extra={draft.kind === 'type' ? t('templateEditorDrawer.shownToCustomersAsThe') : t('templateEditorDrawer.shownAtTheTopOf')}
        >
          <Input
            value={draft.name}
            onChange={(e) => edit({ ...draft, name: e.target.value })}
            maxLength={100}
            placeholder={draft.kind === 'type' ? 'e.g. Support request' : 'e.g. Return request'}
            aria-label={t('templateEditorDrawer.templateName')}
          />
        </Form.Item>
        <div className="tpl-targets">
          <TargetInput
            label={t('templateEditorDrawer.firstResponseWithin')}
            value={draft.firstResponseMinutes}
            problem={problemOf(null, 'firstResponseMinutes')}
            onChange={(firstResponseMinutes) => edit({ ...draft, firstResponseMinutes })}
          />
          <TargetInput
            label={t('templateEditorDrawer.resolveWithin')}
            value={draft.resolutionMinutes}
            problem={problemOf(null, 'resolutionMinutes')}
            onChange={(resolutionMinutes) => edit({ ...draft, resolutionMinutes })}
          />
        </div>
        <p className="tpl-targets-note">{t('templateEditorDrawer.workingTimeByTheChannel')}</p>

        <div className="tpl-fields-head">
          <h4>{t('templateEditorDrawer.fields')}</h4>
          <span className="settings-sub">
            {draft.fields.length} of {MAX_FIELDS}
          </span>
        </div>
        {draft.fields.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templateEditorDrawer.noFieldsYetTheForm')} className="tpl-empty" />
        ) : (
          <ol className="editor-list">
            {draft.fields.map((f, i) => (
              <FieldCard
                key={f.key}
                field={f}
                index={i}
                count={draft.fields.length}
                draft={draft}
                onChange={edit}
                problemOf={(key) => problemOf(i, key)}
              />
            ))}
          </ol>
        )}
        {problems.some((p) => p.field !== null) && (
          <Alert type="error" showIcon title={t('templateEditorDrawer.someFieldsNeedAttentionThey')} className="tpl-alert" />
        )}
        <Button icon={<PlusOutlined />} onClick={() => edit(addField(draft))} disabled={draft.fields.length >= MAX_FIELDS}>
          {t('templateEditorDrawer.addAField')}
        </Button>
      </Form>
    </Drawer>
  );
}

function TargetInput({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: number;
  problem?: string;
  onChange(minutes: number): void;
}) {
  const { t } = useTranslation('ticketTemplates');
  const { hours, minutes } = splitMinutes(value);
  return (
    <Form.Item label={label} validateStatus={problem ? 'error' : undefined} help={problem}>
      <Space.Compact>
        <InputNumber
          aria-label={t('aria.hours', { p0: label })}
          min={0}
          max={8760}
          precision={0}
          value={hours}
          onChange={(h) => onChange(joinMinutes(h, minutes))}
          suffix="h"
          style={{ width: 96 }}
        />
        <InputNumber
          aria-label={t('aria.minutes', { p0: label })}
          min={0}
          max={59}
          precision={0}
          value={minutes}
          onChange={(m) => onChange(joinMinutes(hours, m))}
          suffix="m"
          style={{ width: 84 }}
        />
      </Space.Compact>
    </Form.Item>
  );
}

interface FieldCardProps {
  field: FieldDraft;
  index: number;
  count: number;
  draft: TemplateDraft;
  onChange(next: TemplateDraft): void;
  problemOf(key: ProblemKey): string | undefined;
}

function FieldCard({ field: f, index: i, count, draft, onChange, problemOf }: FieldCardProps) {
  const { t } = useTranslation('ticketTemplates');
  const label = f.fieldName.trim() || `Field ${i + 1}`;
  const set = (patch: Partial<Omit<FieldDraft, 'key'>>) => onChange(updateField(draft, i, patch));
  const status = (key: ProblemKey) => (problemOf(key) ? ('error' as const) : undefined);
  return (
    <li className="editor-item tpl-field" aria-label={t('aria.field', { p0: i + 1 })}>
      <div className="editor-order">
        <Button
          size="small"
          type="text"
          aria-label={t('aria.moveUp', { p0: label })}
          icon={<ArrowUpOutlined />}
          disabled={i === 0}
          onClick={() => onChange(moveField(draft, i, i - 1))}
        />
        <span className="editor-index">{i + 1}</span>
        <Button
          size="small"
          type="text"
          aria-label={t('aria.moveDown', { p0: label })}
          icon={<ArrowDownOutlined />}
          disabled={i === count - 1}
          onClick={() => onChange(moveField(draft, i, i + 1))}
        />
      </div>
      <div className="editor-body">
        <div className="tpl-field-grid">
          <Form.Item label={t('templateEditorDrawer.fieldName')} validateStatus={status('fieldName')} help={problemOf('fieldName')}>
            <Input
              value={f.fieldName}
              onChange={(e) => set({ fieldName: e.target.value })}
              maxLength={100}
              aria-label={t('aria.fieldName', { p0: i + 1 })}
              placeholder={t('templateEditorDrawer.eGOrderNumber')}
            />
          </Form.Item>
          <Form.Item
            label={
              <Tooltip title={t('templateEditorDrawer.storedWithEveryAnswerChanging')}>
                <span className="tpl-id-label">{t('templateEditorDrawer.id')}</span>
              </Tooltip>
            }
            validateStatus={status('fieldId')}
            help={problemOf('fieldId')}
          >
            <Input
              value={f.fieldId}
              onChange={(e) => set({ fieldId: e.target.value })}
              maxLength={64}
              aria-label={t('aria.fieldId', { p0: i + 1 })}
              className="tpl-id"
            />
          </Form.Item>
          <Form.Item label={t('templateEditorDrawer.type')}>
            <Select
              value={f.fieldType}
              onChange={(fieldType: number) => set({ fieldType })}
              options={[...FIELD_TYPES]}
              aria-label={t('aria.fieldType', { p0: i + 1 })}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
          <Form.Item label={t('templateEditorDrawer.required')}>
            <Switch
              checked={f.requiredStatus === 1}
              onChange={(on) => set({ requiredStatus: on ? 1 : 0 })}
              aria-label={t('aria.fieldRequired', { p0: i + 1 })}
            />
          </Form.Item>
        </div>
        {hasOptions(f.fieldType) && (
          <Form.Item
            label={nestsOptions(f.fieldType) ? t('templateEditorDrawer.optionsChoicesCanHoldChoices') : t('templateEditorDrawer.options')}
            validateStatus={status('options')}
            help={problemOf('options')}
            className="tpl-options-item"
          >
            <TemplateOptionsTree
              options={f.options}
              nested={nestsOptions(f.fieldType)}
              fieldLabel={label}
              onChange={(options) => set({ options })}
            />
          </Form.Item>
        )}
      </div>
      <Tooltip title={t('templateEditorDrawer.removeField')}>
        <Button
          type="text"
          danger
          aria-label={t('aria.remove2', { p0: label })}
          icon={<DeleteOutlined />}
          onClick={() => onChange(removeField(draft, i))}
        />
      </Tooltip>
    </li>
  );
}
