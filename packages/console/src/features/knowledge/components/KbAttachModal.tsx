import { useEffect, useState } from 'react';
import { App as AntApp, Modal } from 'antd';
import { failureText } from '../../../shared/api';
import { fetchRobotDoc } from '../../../shared/admin/api/fetchRobotDoc';
import { saveRobotDoc } from '../api/saveRobotDoc';
import { withSimilarQuestion } from '../model/unanswered';
import { DocPicker } from '../../../shared/admin/DocPicker';
import { useTranslation } from 'react-i18next';

interface Props {
  channelId: string;
  /** The unanswered question to attach; null: closed. */
  question: string | null;
  dismiss(question: string): Promise<void>;
  onClose(): void;
}

/** Adds an unanswered question to an existing document's similar questions, then takes it off the list. */
export function KbAttachModal({ channelId, question, dismiss, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const { message } = AntApp.useApp();
  const [docId, setDocId] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (question !== null) setDocId('');
  }, [question]);

  async function attach() {
    if (question === null || !docId) return;
    setBusy(true);
    try {
      // Read afresh: the picker's copy may predate another admin's edit, which a save of it would undo.
      const doc = await fetchRobotDoc(channelId, docId);
      const next = withSimilarQuestion(doc, question);
      if (next) await saveRobotDoc(channelId, next, false);
      await dismiss(question);
      void message.success(
        next ? t('kbAttachModal.added', { question: doc.question }) : t('kbAttachModal.already', { question: doc.question }),
      );
      onClose();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={question !== null}
      title={t('kbAttachModal.addToADocument')}
      okText={t('kbAttachModal.add')}
      okButtonProps={{ disabled: !docId, loading: busy }}
      onOk={() => void attach()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="kb-attach-intro">
        “{question}” becomes one of the document’s similar questions, so visitors asking it get that answer.
      </p>
      <label className="kb-attach-label" htmlFor="kb-attach-doc">
        {t('kbAttachModal.document')}
      </label>
      <div className="kb-attach-picker">
        <DocPicker id="kb-attach-doc" channelId={channelId} value={docId} onChange={setDocId} />
      </div>
    </Modal>
  );
}
