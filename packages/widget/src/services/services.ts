/** Wires the transport to the UI: the 500 toast and the 401 dialog of the error catalogue (W-HT3, W-HT4). */
import { createHttp } from '../api/http';
import { createIdentityStore } from '../api/identity';
import { createKeptStorage, usableLocalStorage } from '../api/keptStorage';
import { createTicketApi } from '../api/tickets';
import { createUploader } from '../api/upload';
import { createVisitorApi } from '../api/visitor';
import { ApiCode, CHANNEL_INFO_ELEMENT_ID, type ChannelInfo, type ChatStartBody, type Envelope } from '@parley/protocol';
import { indexUrl } from './urls';
import { withAntd } from '../i18n';

/** S-WB12: the channelInfo answer the chat page was served with, when it is this channel's. */
function channelInfoInPage(channelId: string): Envelope<ChannelInfo> | null {
  try {
    const answer = JSON.parse(document.getElementById(CHANNEL_INFO_ELEMENT_ID)?.textContent ?? 'null') as Envelope<ChannelInfo> | null;
    return answer?.code === ApiCode.OK && answer.data?.channelId === channelId ? answer : null;
  } catch {
    return null;
  }
}

/** The same chatStart fields, whatever their order. */
const sameFields = (a: ChatStartBody, b: ChatStartBody): boolean => {
  const ka = Object.keys(a) as Array<keyof ChatStartBody>;
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
};

// W-SH10: the toast and dialogs are antd-mobile's.
const feedback = withAntd(() => import('./feedback'));

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
  // W-ST10: the chat's channelInfo and chatStart, asked by main.tsx before the texts and React are ready; the session's
  // first channelInfo for that channel, and its first chatStart with the same body, take these answers instead of
  // asking again (round trips less before the welcome).
  let early: { channelId: string; answer: ReturnType<typeof visitor.channelInfo> } | null = null;
  let earlyStart: { body: ChatStartBody; answer: ReturnType<typeof visitor.chatStart> } | null = null;
  const api: typeof visitor = {
    ...visitor,
    channelInfo: (body) => {
      const kept = early?.channelId === body.channelId ? early.answer : null;
      early = null;
      return kept ?? visitor.channelInfo(body);
    },
    chatStart: (body) => {
      const kept = earlyStart && sameFields(earlyStart.body, body) ? earlyStart.answer : null;
      earlyStart = null;
      return kept ?? visitor.chatStart(body);
    },
  };
  // Whoever takes an early answer handles its failure; one nobody takes is no error.
  const keep = <T>(answer: Promise<T>): Promise<T> => (answer.catch(() => undefined), answer);
  /**
   * `startBody`: the chatStart the session will send once the channel is known (null: do not start early, e.g. an
   * embedded page, whose loader may still say who the visitor is). Returns the channel when the page came with it.
   */
  const prefetchChat = (channelId: string, startBody: (channel: ChannelInfo) => ChatStartBody | null): ChannelInfo | null => {
    const written = channelInfoInPage(channelId);
    const answer = written ? Promise.resolve(written) : keep(visitor.channelInfo({ channelId }));
    early = { channelId, answer };
    void answer
      .then((info) => {
        const body = info.code === ApiCode.OK ? startBody(info.data) : null;
        if (body) earlyStart = { body, answer: keep(visitor.chatStart(body)) };
      })
      .catch(() => undefined);
    return written?.data ?? null;
  };
  return { identity, keptStorage, api, prefetchChat, tickets: createTicketApi(post), upload: createUploader(hooks), calls };
}

export type Services = ReturnType<typeof createServices>;
