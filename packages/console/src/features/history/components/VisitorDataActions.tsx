import { useState } from 'react';
import { App as AntApp, Button, Space } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { failureText } from '../../../shared/api';
import { eraseVisitorData, exportVisitorData } from '../api/visitorData';
import { useTranslation } from 'react-i18next';

/** An admin answers a visitor's request for their data: a JSON download of everything kept, or its erasure. */
export function VisitorDataActions({ userId, onErased }: { userId: string; onErased(): void }) {
  const { t } = useTranslation('history');
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
      title: t('erase.title'),
      content: t('erase.content'),
      okText: t('erase.ok'),
      cancelText: t('erase.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const r = await eraseVisitorData(userId);
          void message.success(
            t('erase.done', { conversations: r.conversations, messages: r.messages, files: r.files, tickets: r.tickets }),
          );
          onErased();
        } catch (e) {
          void message.error(failureText(e));
        }
      },
    });
  }

  return (
    <section className="panel-section" aria-label={t('data.title')}>
      <h4>{t('data.title')}</h4>
      <Space wrap>
        <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
          {t('data.export')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={confirmErase}>
          {t('data.delete')}
        </Button>
      </Space>
    </section>
  );
}
