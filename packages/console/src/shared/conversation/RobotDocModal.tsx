import { useEffect, useState } from 'react';
import { Modal, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import type { KbDocument } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api';
import { fetchRobotDoc } from '../admin/api/fetchRobotDoc';
import { HtmlBody } from './RichBodies';

/** The document a robot answer came from, as the knowledge base has it now, with the way to edit it. */
export function RobotDocModal({ channelId, docId, onClose }: { channelId: string; docId: string; onClose(): void }) {
  const { t } = useTranslation('conversation');
  const [doc, setDoc] = useState<KbDocument | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    fetchRobotDoc(channelId, docId).then(setDoc, (e: unknown) => setError(failureText(e)));
  }, [channelId, docId]);
  return (
    <Modal open title={doc?.question ?? docId} onCancel={onClose} footer={null} width={640}>
      {error ? (
        <Typography.Text type="danger">{error}</Typography.Text>
      ) : !doc ? (
        <Spin />
      ) : (
        <div className="robot-doc">
          <Typography.Text type="secondary">
            {doc.docId}
            {doc.category ? ` · ${doc.category}` : ''}
          </Typography.Text>
          {doc.similarQuestions.length > 0 && (
            <ul className="robot-doc__similar" aria-label={t('robot.similar')}>
              {doc.similarQuestions.map((q, i) => (
                <li key={i}>{q}</li>
              ))}
            </ul>
          )}
          <HtmlBody content={doc.answer} />
          <Link to="/settings/knowledge" onClick={onClose}>
            {t('robot.editInKnowledgeBase')}
          </Link>
        </div>
      )}
    </Modal>
  );
}
