import { App as AntApp, Button, Form, Select, Typography } from 'antd';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { embedSnippet } from '@parley/protocol';
import { useTranslation } from 'react-i18next';

/** The line a tenant pastes into their site, and a direct link to the widget page. */
export function EmbedSection({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const { message } = AntApp.useApp();
  const snippet = embedSnippet(window.location.origin, channelId);
  const direct = `${window.location.origin}/chat_online/index?channelId=${encodeURIComponent(channelId)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      void message.success(t('embedSection.snippetCopied'));
    } catch {
      void message.error(t('embedSection.copyFailedSelectTheText'));
    }
  }
  return (
    <div className="channel-fields channel-wide">
      <p className="settings-hint channel-intro">Paste this before &lt;/body&gt; on every page that should show the chat button.</p>
      <pre className="embed-snippet" aria-label={t('embedSection.embedSnippet')}>
        {snippet}
      </pre>
      <Form.Item label={t('embedSection.sitesThatMayEmbedThe')} name="embedOrigins" extra={t('embedSection.originsSuchAsHttpsShop')}>
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          open={false}
          suffixIcon={null}
          placeholder={t('embedSection.httpsShopExample')}
          aria-label={t('embedSection.sitesThatMayEmbedThe')}
        />
      </Form.Item>
      <div className="settings-bar">
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          {t('embedSection.copySnippet')}
        </Button>
        <Typography.Link href={direct} target="_blank" rel="noreferrer">
          <LinkOutlined /> Open the chat page
        </Typography.Link>
      </div>
    </div>
  );
}
