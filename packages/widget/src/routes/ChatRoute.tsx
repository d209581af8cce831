/** /index: the chat needs a channelId (W-ST1); without one the visitor gets an explanation, not a blank page. */
import { useSearchParams } from 'wouter';
import type { Services } from '../services/services';
import { ChatShell } from './ChatShell';
import { MissingChannel } from './MissingChannel';

export function ChatRoute({ services }: { services: Services }) {
  const [query] = useSearchParams();
  const channelId = query.get('channelId')?.trim();
  if (!channelId) return <MissingChannel />;
  // A new channel is a new session: remount rather than reconcile.
  return <ChatShell key={channelId} channelId={channelId} query={query} services={services} />;
}
