import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Empty, Input, Modal, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminChannel } from '@parley/protocol';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../shared/api';
import { useNow } from '../../../shared/useNow';
import { createWebsite, deleteWebsite, fetchWebsites, updateWebsite } from '../api/websites';
import { WebsiteCard } from './WebsiteCard';
import { WebsiteForm, type WebsiteFormValues } from './WebsiteForm';
import '../../../shared/admin/admin.css';
import './websites.css';

/**
 * The workspace's websites (issue 30 item 2): each with its snippet to paste, a preview, the installation check, and
 * switches to turn its chat off or delete it. A new one works at once with sensible defaults.
 */
export function WebsitesSettings() {
  const { t } = useTranslation('websites');
  const { message } = AntApp.useApp();
  const now = useNow(30_000);
  const [sites, setSites] = useState<AdminChannel[] | null>(null);
  const [editing, setEditing] = useState<AdminChannel | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<AdminChannel | null>(null);
  const [confirmName, setConfirmName] = useState('');

  const load = useCallback(() => fetchWebsites().then(setSites, (e: unknown) => void message.error(failureText(e))), [message]);
  useEffect(() => {
    void load();
  }, [load]);

  async function submit(v: WebsiteFormValues) {
    setBusy(true);
    try {
      if (editing) {
        // One request, one transaction: a refused field leaves the website as it was (S-WB8).
        await updateWebsite(editing.channelId, {
          name: v.name,
          websiteUrl: v.websiteUrl ?? '',
          embedOrigins: v.embedOrigins,
          language: v.language,
          mainColor: v.mainColor,
        });
        void message.success(t('list.saved'));
      } else {
        const made = await createWebsite({ ...v, websiteUrl: v.websiteUrl ?? '' });
        void message.success(t('list.created', { name: made.name }));
      }
      setFormOpen(false);
      await load();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  async function toggle(site: AdminChannel, enabled: boolean) {
    try {
      const next = await updateWebsite(site.channelId, { enabled });
      setSites((list) => list?.map((s) => (s.channelId === next.channelId ? next : s)) ?? null);
      void message.success(enabled ? t('list.enabled', { name: site.name }) : t('list.disabled', { name: site.name }));
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteWebsite(deleting.channelId, confirmName);
      void message.success(t('list.deleted', { name: deleting.name }));
      setDeleting(null);
      await load();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  if (sites === null) return <Spin />;
  return (
    <div className="websites">
      <div className="settings-bar">
        <span className="settings-hint">
          {t('list.intro')} <Link to="/settings/channel">{t('list.widgetSettings')}</Link>
        </span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('list.add')}
        </Button>
      </div>
      {sites.length === 0 ? (
        <Empty description={t('list.none')} />
      ) : (
        <div className="website-list">
          {sites.map((site) => (
            <WebsiteCard
              key={site.channelId}
              site={site}
              now={now}
              onEdit={() => {
                setEditing(site);
                setFormOpen(true);
              }}
              onToggle={(enabled) => void toggle(site, enabled)}
              onDelete={() => {
                setConfirmName('');
                setDeleting(site);
              }}
            />
          ))}
        </div>
      )}
      <WebsiteForm editing={editing} open={formOpen} busy={busy} onCancel={() => setFormOpen(false)} onSubmit={(v) => void submit(v)} />
      <Modal
        open={deleting !== null}
        title={t('delete.title', { name: deleting?.name ?? '' })}
        okText={t('delete.ok')}
        cancelText={t('form.cancel')}
        okButtonProps={{ danger: true, disabled: confirmName.trim() !== deleting?.name.trim() }}
        confirmLoading={busy}
        onCancel={() => setDeleting(null)}
        onOk={() => void remove()}
      >
        <Typography.Paragraph>{t('delete.warning')}</Typography.Paragraph>
        <Typography.Paragraph>{t('delete.typeName', { name: deleting?.name ?? '' })}</Typography.Paragraph>
        <Input value={confirmName} onChange={(e) => setConfirmName(e.target.value)} aria-label={t('delete.nameLabel')} autoFocus />
      </Modal>
    </div>
  );
}
