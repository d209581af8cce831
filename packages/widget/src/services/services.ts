/** Wires the transport to the UI: the 500 toast and the 401 dialog of the error catalogue (W-HT3, W-HT4). */
import { createHttp } from '../api/http';
import { createIdentityStore } from '../api/identity';
import { createKeptStorage, usableLocalStorage } from '../api/keptStorage';
import { createTicketApi } from '../api/tickets';
import { createUploader } from '../api/upload';
import { createVisitorApi } from '../api/visitor';
import { indexUrl } from './urls';

const feedback = () => import('./feedback');

export function createServices() {
  // W-ID6: without storage of its own the identity lives in memory, kept by the embedding page when there is one.
  const local = usableLocalStorage();
  const keptStorage = local ? null : createKeptStorage();
  const identity = createIdentityStore(local ?? keptStorage!);
  let asking = false;

  // W-HT3, W-HT4: uploads react to 500 and 401 like every other call.
  const hooks = {
    onServerError: () => {
      void feedback().then((f) => f.showNetworkError());
    },
    onUnauthorized: () => {
      // Several calls can fail together; the visitor sees one question.
      if (asking) return;
      asking = true;
      void feedback()
        .then((f) => f.confirmRelogin())
        .then((relogin) => {
          if (!relogin) return;
          const channelId = new URLSearchParams(window.location.search).get('channelId') ?? '';
          if (channelId) identity.clear(channelId);
          // A full load: every piece of session state starts over with the new identity.
          window.location.assign(indexUrl(channelId));
        })
        .finally(() => {
          asking = false;
        });
    },
  };
  const post = createHttp({ getToken: () => identity.token(), ...hooks });

  // Issue 16: the call paths come with the call box, never on the first screen.
  const calls = (userId: () => string) => import('../api/calls').then((m) => m.createCallApi(post, userId));
  const visitor = createVisitorApi(post);
  // The chat's channelInfo, asked by main.tsx before the texts and React are ready; the session's first channelInfo
  // for that channel takes this answer instead of asking again (a round trip less before the welcome).
  let early: { channelId: string; answer: ReturnType<typeof visitor.channelInfo> } | null = null;
  const api: typeof visitor = {
    ...visitor,
    channelInfo: (body) => {
      const kept = early?.channelId === body.channelId ? early.answer : null;
      early = null;
      return kept ?? visitor.channelInfo(body);
    },
  };
  const prefetchChannel = (channelId: string) => {
    const answer = visitor.channelInfo({ channelId });
    // Whoever takes it handles its failure; one nobody takes is no error.
    answer.catch(() => undefined);
    early = { channelId, answer };
  };
  return { identity, keptStorage, api, prefetchChannel, tickets: createTicketApi(post), upload: createUploader(hooks), calls };
}

export type Services = ReturnType<typeof createServices>;
