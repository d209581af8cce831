import { App as AntApp, Button, Form, Select, Typography } from 'antd';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { embedSnippet } from '../../model/channelJson';

/** The line a tenant pastes into their site, and a direct link to the widget page. */
export function EmbedSection({ channelId }: { channelId: string }) {
  const { message } = AntApp.useApp();
  const snippet = embedSnippet(window.location.origin, channelId);
  const direct = `${window.location.origin}/chat_online/index?channelId=${encodeURIComponent(channelId)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      void message.success('Snippet copied');
    } catch {
      void message.error('Copy failed: select the text and copy it by hand');
    }
  }
  return (
    <div className="channel-fields channel-wide">
      <p className="settings-hint channel-intro">Paste this before &lt;/body&gt; on every page that should show the chat button.</p>
      <pre className="embed-snippet" aria-label="Embed snippet">
        {snippet}
      </pre>
      <Form.Item
        label="Sites that may embed the chat"
        name="embedOrigins"
        extra="Origins such as https://shop.example. Empty: any site may show the chat in a frame. Other sites cannot frame it once you list yours."
      >
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          open={false}
          suffixIcon={null}
          placeholder="https://shop.example"
          aria-label="Sites that may embed the chat"
        />
      </Form.Item>
      <div className="settings-bar">
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy snippet
        </Button>
        <Typography.Link href={direct} target="_blank" rel="noreferrer">
          <LinkOutlined /> Open the chat page
        </Typography.Link>
      </div>
    </div>
  );
}
