import { newClientId } from '@parley/protocol';
import { useRef } from 'react';

export interface ResendIds {
  /** The id to send with this body: the pending one while the body is unchanged, else a new one. */
  id(body: unknown): string;
  /** The server stored it: the next send, even of the same body, is a new thing. */
  stored(): void;
}

/**
 * S-HD7: one client id per thing the visitor sends (a ticket, a reply, a leave message), kept while the same body is
 * unconfirmed (an answer lost to the network, a second tap of Send) and renewed once the server has stored it or the
 * body changed, so a resend never stores a second copy and an edited one is a new thing.
 */
export function resendIds(): ResendIds {
  let pending: { of: string; id: string } | null = null;
  return {
    id: (body) => {
      const of = JSON.stringify(body);
      if (pending?.of !== of) pending = { of, id: newClientId() };
      return pending.id;
    },
    stored: () => {
      pending = null;
    },
  };
}

export function useResendId(): ResendIds {
  const ids = useRef<ResendIds | null>(null);
  return (ids.current ??= resendIds());
}
