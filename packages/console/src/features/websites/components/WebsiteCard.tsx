import { App as AntApp, Button, Card, Space, Switch, Tag, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { demoPreviewUrl, embedSnippet, type AdminChannel } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { installState } from '../model/installCheck';

interface Props {
  site: AdminChannel;
  now: number;
  onEdit(): void;
  onToggle(enabled: boolean): void;
  onDelete(): void;
}

/** One website: its state, the installation check, the snippet to paste with a copy button, the preview. */
export function WebsiteCard({ site, now, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation('websites');
  const { message } = AntApp.useApp();
  const origin = window.location.origin;
  const snippet = embedSnippet(origin, site.channelId);
  const state = installState(site.lastLoad, now);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      void message.success(t('card.copied'));
    } catch {
      void message.error(t('card.copyFailed'));
    }
  }

  return (
    <Card
      className="website-card"
      title={
        <span className="website-title">
          <span className="website-swatch" style={{ background: site.mainColor }} aria-hidden="true" />
          <span className="website-name">{site.name}</span>
          {site.enabled ? <Tag color="green">{t('card.on')}</Tag> : <Tag>{t('card.off')}</Tag>}
        </span>
      }
      extra={
        <Switch
          checked={site.enabled}
          onChange={onToggle}
          aria-label={t('card.chatOn', { name: site.name })}
          checkedChildren={t('card.on')}
          unCheckedChildren={t('card.off')}
        />
      }
    >
      <dl className="website-facts">
        <dt>{t('card.address')}</dt>
        <dd>
          {site.websiteUrl ? (
            <Typography.Link href={site.websiteUrl} target="_blank" rel="noreferrer">
              {site.websiteUrl}
            </Typography.Link>
          ) : (
            <Typography.Text type="secondary">{t('card.noAddress')}</Typography.Text>
          )}
        </dd>
        <dt>{t('card.channelId')}</dt>
        <dd>
          <Typography.Text code>{site.channelId}</Typography.Text>
        </dd>
        <dt>{t('card.installation')}</dt>
        <dd role="status" className={`install-${state}`}>
          {site.lastLoad
            ? t(state === 'stale' ? 'card.lastLoadedStale' : 'card.lastLoaded', {
                url: site.lastLoad.pageUrl,
                time: formatDateTime(site.lastLoad.at),
              })
            : t('card.notSeen')}
        </dd>
      </dl>
      <pre className="website-snippet" aria-label={t('card.snippet', { name: site.name })}>
        {snippet}
      </pre>
      <Space wrap>
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('card.copy')}
        </Button>
        <Button icon={<EyeOutlined />} href={demoPreviewUrl(origin, site.channelId)} target="_blank" rel="noreferrer">
          {t('card.preview')}
        </Button>
        <Button icon={<EditOutlined />} onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
          {t('card.delete')}
        </Button>
      </Space>
    </Card>
  );
}
