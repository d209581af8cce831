import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Badge, Button, Empty, Form, Grid, Spin, Tabs } from 'antd';
import { channelSettingsSchema, type ChannelInfo, type ChannelSettings as Settings, type Group } from '@parley/protocol';
import { ApiFailure, failureText } from '../../../shared/api';
import { fetchAdminGroups } from '../../../shared/admin/api/fetchAdminGroups';
import { fetchChannel } from '../../../shared/admin/api/fetchChannel';
import { saveChannelSettings } from '../../../shared/admin/api/saveChannelSettings';
import { changedKeys, settingsPatch } from '../model/settingsDiff';
import {
  closestField,
  countBySection,
  prepareSettings,
  serverProblem,
  validateSettings,
  type FieldProblem,
  type SectionKey,
} from '../model/settingsValidation';
import { withFixedItems } from '../model/userFormEditor';
import { ChannelPicker, useChannelChoice } from '../../../shared/admin/ChannelPicker';
import { BrandingSection } from './BrandingSection';
import { EmbedSection } from './EmbedSection';
import { FaqSection } from './FaqSection';
import { IdentitySection } from './IdentitySection';
import { LeaveMessageSection } from './LeaveMessageSection';
import { MenusSection } from './MenusSection';
import { NoticeSection } from './NoticeSection';
import { PreChatFormSection } from './PreChatFormSection';
import { RatingSection } from './RatingSection';
import { ReceptionSection } from './ReceptionSection';
import { RobotSection } from './RobotSection';
import { TimeoutsSection } from './TimeoutsSection';
import { UploadsSection } from './UploadsSection';
import '../../../shared/admin/admin.css';
import './channels.css';
import { useTranslation } from 'react-i18next';

type Tab = SectionKey | 'embed' | 'identity';

/** The settings as edited: the channel's, with the pre-chat form's three fixed items present. */
function editable(info: ChannelInfo): Settings {
  const settings = channelSettingsSchema.parse(info);
  return { ...settings, userForm: withFixedItems(settings.userForm) };
}

/**
 * One channel's widget settings in sections. The form holds the exact settings shape; saving checks the draft with
 * the protocol schema (problems land on their fields, and their tab shows a count), then sends only the changed keys.
 */
export function ChannelSettings() {
  const { t } = useTranslation('channels');
  const { message, modal } = AntApp.useApp();
  const { channels, channelId, setChannelId } = useChannelChoice();
  const [original, setOriginal] = useState<Settings | null>(null);
  // A new form (key) per load, so initial values are exactly what the server sent.
  const [loadCount, setLoadCount] = useState(0);
  const [dirty, setDirty] = useState<string[]>([]);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [tab, setTab] = useState<Tab>('branding');
  const [groups, setGroups] = useState<Group[]>([]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Settings>();
  const wide = Grid.useBreakpoint().md ?? true;

  const apply = useCallback((info: ChannelInfo) => {
    setOriginal(editable(info));
    setLoadCount((n) => n + 1);
    setDirty([]);
    setProblems([]);
  }, []);

  useEffect(() => {
    setOriginal(null);
    if (channelId) fetchChannel(channelId).then(apply, (e: unknown) => void message.error(failureText(e)));
  }, [channelId, apply, message]);

  // The form instance outlives each keyed <Form>, and a mounting Form keeps values already in the store: reset it.
  useEffect(() => {
    if (loadCount) form.resetFields();
  }, [loadCount, form]);

  useEffect(() => {
    fetchAdminGroups().then(setGroups, () => setGroups([]));
  }, []);

  const draft = () => form.getFieldsValue(true) as Settings;

  /** Puts each problem on its field (or the nearest enclosing one) and clears fields that no longer have one. */
  function showProblems(found: FieldProblem[]) {
    const registered = form.getFieldsError().map((f) => f.name);
    const byField = new Map<string, { name: Array<string | number>; errors: string[] }>();
    for (const f of form.getFieldsError()) if (f.errors.length) byField.set(f.name.join('.'), { name: f.name, errors: [] });
    for (const p of found) {
      const name = closestField(p.path, registered);
      if (!name) continue;
      const entry = byField.get(name.join('.'));
      if (entry?.errors.length) continue;
      byField.set(name.join('.'), { name, errors: [p.message] });
    }
    form.setFields([...byField.values()]);
    setProblems(found);
  }

  function onValuesChange() {
    if (!original) return;
    const d = draft();
    setDirty(changedKeys(original, d));
    // After a refused save, re-check as the admin fixes things, so errors and counts go away once fixed.
    if (problems.length) showProblems(validateSettings(d));
  }

  async function save() {
    if (!original || !channelId) return;
    const d = draft();
    const found = validateSettings(d);
    showProblems(found);
    if (found.length) {
      const first = found.find((p) => p.section) ?? found[0]!;
      if (first.section) setTab(first.section);
      void message.error(
        found.length === 1
          ? t('channelSettings.fixFirst', { problem: first.message })
          : t('channelSettings.fixMany', { count: found.length }),
      );
      return;
    }
    const patch = settingsPatch(original, d, prepareSettings(d));
    if (Object.keys(patch).length === 0) {
      void message.info(t('channelSettings.nothingChanged'));
      return;
    }
    setSaving(true);
    try {
      apply(await saveChannelSettings(channelId, patch));
      void message.success(t('channelSettings.channelSettingsSaved'));
    } catch (e) {
      const p = e instanceof ApiFailure && e.code === 400 ? serverProblem(e.message, e.data) : null;
      if (p) {
        showProblems([p]);
        if (p.section) setTab(p.section);
      }
      void message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  }

  function discard() {
    setLoadCount((n) => n + 1);
    setDirty([]);
    setProblems([]);
  }

  function pickChannel(next: string) {
    if (!dirty.length) return setChannelId(next);
    modal.confirm({
      title: t('channelSettings.discardUnsavedChanges'),
      content: t('channelSettings.theChangesToThisChannel'),
      okText: t('channelSettings.discard'),
      okButtonProps: { danger: true },
      onOk: () => setChannelId(next),
    });
  }

  if (channels === null) return <Spin />;
  if (channels.length === 0 || !channelId) return <Empty description={t('channelSettings.noChannelsYet')} />;

  const counts = countBySection(problems);
  const label = (key: SectionKey, text: string) =>
    counts[key] ? (
      <Badge count={counts[key]} size="small" offset={[8, -2]}>
        <span className="tab-label-error">{text}</span>
      </Badge>
    ) : (
      text
    );
  const sections: Array<{ key: Tab; label: React.ReactNode; children: React.ReactNode }> = [
    { key: 'branding', label: label('branding', t('channelSettings.branding')), children: <BrandingSection /> },
    { key: 'notice', label: label('notice', t('channelSettings.notice')), children: <NoticeSection /> },
    { key: 'robot', label: label('robot', t('channelSettings.robot')), children: <RobotSection channelId={channelId} /> },
    { key: 'reception', label: label('reception', t('channelSettings.reception')), children: <ReceptionSection groups={groups} /> },
    { key: 'menus', label: label('menus', t('channelSettings.menus')), children: <MenusSection channelId={channelId} /> },
    { key: 'faq', label: label('faq', 'FAQ'), children: <FaqSection channelId={channelId} onEdited={onValuesChange} /> },
    { key: 'form', label: label('form', t('channelSettings.preChatForm')), children: <PreChatFormSection /> },
    { key: 'rating', label: label('rating', t('channelSettings.rating')), children: <RatingSection /> },
    { key: 'timeouts', label: label('timeouts', t('channelSettings.timeouts')), children: <TimeoutsSection /> },
    { key: 'uploads', label: label('uploads', t('channelSettings.uploads')), children: <UploadsSection /> },
    { key: 'leave', label: label('leave', t('channelSettings.leaveMessage')), children: <LeaveMessageSection channelId={channelId} /> },
    { key: 'embed', label: label('embed', t('channelSettings.embed')), children: <EmbedSection channelId={channelId} /> },
    { key: 'identity', label: t('channelSettings.verifiedVisitors'), children: <IdentitySection channelId={channelId} /> },
  ];

  return (
    <div className="channel-settings">
      <div className="settings-bar channel-bar">
        <ChannelPicker channels={channels} value={channelId} onChange={pickChannel} />
        <span className="shell-spacer" />
        <span className="settings-sub" role="status">
          {dirty.length ? t('channelSettings.unsaved', { count: dirty.length }) : original ? t('channelSettings.allSaved') : ''}
        </span>
        <Button disabled={!dirty.length || saving} onClick={discard}>
          {t('channelSettings.discard')}
        </Button>
        <Button type="primary" loading={saving} disabled={!original} onClick={() => void save()}>
          {t('channelSettings.save')}
        </Button>
      </div>
      {!original ? (
        <Spin />
      ) : (
        <Form<Settings>
          key={`${channelId}:${loadCount}`}
          form={form}
          layout="vertical"
          initialValues={original}
          onValuesChange={onValuesChange}
          requiredMark={false}
          className="channel-form"
        >
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as Tab)}
            tabPlacement={wide ? 'start' : 'top'}
            items={sections.map((s) => ({ ...s, forceRender: true }))}
            className="channel-tabs"
          />
        </Form>
      )}
    </div>
  );
}
