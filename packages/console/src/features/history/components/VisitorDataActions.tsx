import { useState } from 'react';
import { App as AntApp, Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { failureText } from '../../../shared/api';
import { eraseVisitorData, exportVisitorData } from '../api/visitorData';

/** An admin answers a visitor's request for their data: a JSON download of everything kept, or its erasure. */
export function VisitorDataActions({ userId, onErased }: { userId: string; onErased(): void }) {
  const { message, modal } = AntApp.useApp();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const data = await exportVisitorData(userId);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `visitor-${userId}.json`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  function confirmErase() {
    modal.confirm({
      title: "Delete this visitor's data?",
      content:
        'Their profile, every conversation and message, their files, tickets, leave messages and ratings are deleted for good. This cannot be undone.',
      okText: 'Delete data',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const r = await eraseVisitorData(userId);
          void message.success(
            `Deleted ${r.conversations} conversations, ${r.messages} messages, ${r.files} files and ${r.tickets} tickets`,
          );
          onErased();
        } catch (e) {
          void message.error(failureText(e));
        }
      },
    });
  }

  return (
    <section className="panel-section" aria-label="Visitor data">
      <h4>Visitor data</h4>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          Export data
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={confirmErase}>
          Delete data
        </Button>
      </Space>
    </section>
  );
}
