import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useInbox } from '../hooks/useInbox';
import { ConversationPane } from './ConversationPane';
import { ConversationSidebar } from './ConversationSidebar';
import { WelcomePane } from './WelcomePane';
import './inbox.css';

/** Three panes: the lists, the open conversation, the visitor. On a phone one pane at a time. */
export function InboxPage() {
  const { sessionId } = useParams();
  const id = sessionId && /^\d+$/.test(sessionId) ? Number(sessionId) : null;
  const { dispatch } = useInbox();

  useEffect(() => {
    dispatch({ type: 'selected', sessionId: id });
    return () => dispatch({ type: 'selected', sessionId: null });
  }, [id, dispatch]);

  return (
    <div className={`inbox${id === null ? '' : ' has-selection'}`}>
      <ConversationSidebar selectedId={id} />
      {id === null ? <WelcomePane /> : <ConversationPane key={id} sessionId={id} />}
    </div>
  );
}
