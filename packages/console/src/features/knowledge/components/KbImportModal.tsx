import { useState } from 'react';
import { Alert, App as AntApp, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { failureText } from '../../../shared/api';
import { KbImportRefused, importRobotDocs } from '../api/importRobotDocs';
import { useTranslation } from 'react-i18next';

interface Props {
  channelId: string;
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/** Upload a JSON or CSV file; a refused file lists every bad line, and nothing of it is stored. */
export function KbImportModal({ channelId, open, onClose, onImported }: Props) {
  const { t } = useTranslation('knowledge');
  const { message } = AntApp.useApp();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ file: string; errors: string[] } | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setRefused(null);
    try {
      const r = await importRobotDocs(channelId, file);
      void message.success(t('kbImportModal.imported', { name: file.name, added: r.inserted, updated: r.updated }));
      onImported();
    } catch (e) {
      if (e instanceof KbImportRefused) setRefused({ file: file.name, errors: e.errors });
      else void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('kbImportModal.importDocuments')}
      footer={null}
      onCancel={() => {
        setRefused(null);
        onClose();
      }}
      width={620}
    >
      <Upload.Dragger
        accept=".json,.csv"
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{busy ? t('kbImportModal.importing') : t('kbImportModal.drop')}</p>
        <p className="ant-upload-hint">{t('kbImportModal.documentsWithAKnownId')}</p>
      </Upload.Dragger>
      <details className="kb-format">
        <summary>{t('kbImportModal.fileFormat')}</summary>
        <p>
          JSON: an array of <code>{'{docId, question, similarQuestions: [], answer, category, lang, enabled}'}</code>.
        </p>
        <p>
          CSV: a header row with <code>docId,lang,category,question,similarQuestions,answer,enabled</code> (docId, question and answer
          required); similar questions separated by <code>|</code>, enabled as 1 or 0.
        </p>
      </details>
      {refused && (
        <Alert
          className="kb-import-errors"
          type="error"
          showIcon
          title={`${refused.file} was not imported: ${refused.errors.length} ${refused.errors.length === 1 ? 'problem' : 'problems'}`}
          description={
            <ul>
              {refused.errors.slice(0, 50).map((e) => (
                <li key={e}>{e}</li>
              ))}
              {refused.errors.length > 50 && <li>…and {refused.errors.length - 50} more</li>}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
