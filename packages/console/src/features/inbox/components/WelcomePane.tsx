import { Typography } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useInbox } from '../hooks/useInbox';
import { useTranslation } from 'react-i18next';

/** The centre pane before a conversation is picked. */
export function WelcomePane() {
  const { t } = useTranslation('inbox');
  const { me, state } = useInbox();
  const waiting = state.queue.length;
  return (
    <section className="welcome-pane">
      <div className="welcome-icon">
        <CommentOutlined />
      </div>
      <Typography.Title level={4}>{t('welcome.title', { name: me.nickname })}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {waiting > 0 ? t('welcome.waiting', { count: waiting }) : state.mine.length > 0 ? t('welcome.pick') : t('welcome.nobody')}
      </Typography.Paragraph>
    </section>
  );
}
