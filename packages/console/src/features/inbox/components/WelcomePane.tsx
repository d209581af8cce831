import { Typography } from 'antd';
import { CommentOutlined } from '@ant-design/icons';
import { useInbox } from '../hooks/useInbox';

/** The centre pane before a conversation is picked. */
export function WelcomePane() {
  const { me, state } = useInbox();
  const waiting = state.queue.length;
  return (
    <section className="welcome-pane">
      <div className="welcome-icon">
        <CommentOutlined />
      </div>
      <Typography.Title level={4}>Welcome, {me.nickname}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {waiting > 0
          ? `${waiting} visitor${waiting > 1 ? 's are' : ' is'} waiting in the queue. Accept one to start chatting.`
          : state.mine.length > 0
            ? 'Pick a conversation on the left to continue.'
            : 'No one is waiting right now. New visitors appear in the queue with a chime.'}
      </Typography.Paragraph>
    </section>
  );
}
