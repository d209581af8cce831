import {
  EMBED_SOURCE,
  EmbedPath,
  ToParent,
  ToWidget,
  WIDGET_BASE,
  type EmbedMessage,
  type EmbedNewMessage,
  type EmbedTexts,
} from '@parley/protocol';
import { createEvents, type Handler } from './events';
import { createPageStore } from './pageStore';

/**
 * The tenant-site loader (issue 14): a launcher bubble and, on click, the chat widget in an iframe.
 *   <script>window.Parley=window.Parley||function(){(window.Parley.q=window.Parley.q||[]).push(arguments)};</script>
 *   <script src="https://chat.example.com/embed.js" data-channel-id="demo" async></script>
 * Calls made before the script arrives wait in Parley.q and run once it does. Commands: Parley('open' | 'close' |
 * 'toggle' | 'showLauncher' | 'hideLauncher' | 'updateUser', data | 'setLocale', locale | 'identify', token | 'reset' |
 * 'on' | 'off', event, handler); the same as methods (Parley.open()). Events: ready, open, close, message
 * ({ preview, fromAgent, name }), unread (count).
 * Attributes: data-channel-id, data-color, data-position (right | left), data-locale, data-user-name, data-email,
 * data-phone, data-params (JSON), data-identity-token, data-preload ("idle": load the chat once the page is idle).
 * Nothing is fetched before the visitor opens the chat (or the page is idle, when asked) but one beacon, the
 * installation check (the page's address without its query, once the page is idle), and nothing is stored on the
 * page before the visitor opens it; a visitor who did is loaded at once on later pages, so the badge can show.
 */
type Command = (...args: unknown[]) => void;
interface ParleyApi {
  (name: string, ...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
  [command: string]: unknown;
}
declare global {
  interface Window {
    Parley?: ParleyApi;
  }
}

(function boot() {
  const script = document.currentScript as HTMLScriptElement | null;
  const stub = window.Parley;
  if (!script || stub?.open) return;
  const ds = script.dataset;
  const channelId = ds.channelId;
  if (!channelId) return console.warn('[parley] embed.js needs data-channel-id');
  const origin = new URL(script.src).origin;
  const color = ds.color && /^#[0-9a-f]{3,8}$/i.test(ds.color) ? ds.color : '#4f46e5';
  const side = ds.position === 'left' ? 'left' : 'right';
  const store = createPageStore(() => localStorage, `parley:${channelId}`);
  const events = createEvents();

  const query = new URLSearchParams({ channelId, from: 'iframe' });
  for (const key of ['locale', 'userName', 'email', 'phone', 'params'] as const) {
    const v = ds[key];
    if (v) query.set(key, v);
  }
  query.set('previousUrl', location.href);

  // What the widget must know after every (re)load of its frame; sent again on each READY.
  let user: Record<string, unknown> = {};
  let token = ds.identityToken;

  const host = document.createElement('div');
  host.id = 'parley-widget';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `
<style>
  :host { all: initial; }
  .dock { position: fixed; bottom: 20px; ${side}: 20px; z-index: 2147483000; display: flex; flex-direction: column;
    align-items: ${side === 'left' ? 'flex-start' : 'flex-end'}; gap: 12px; font: 14px/1.45 system-ui, -apple-system, sans-serif; }
  .launcher { position: relative; width: 56px; height: 56px; border-radius: 50%; border: 0; background: ${color}; color: #fff;
    cursor: pointer; box-shadow: 0 6px 20px rgba(0,0,0,.22); display: grid; place-items: center; transition: transform .15s ease; }
  .launcher:hover { transform: scale(1.06); }
  button:focus-visible { outline: 3px solid ${color}; outline-offset: 3px; }
  .badge { position: absolute; top: -4px; ${side === 'left' ? 'left' : 'right'}: -4px; min-width: 22px; height: 22px; padding: 0 6px;
    border-radius: 11px; border: 2px solid #fff; background: #dc2626; font: 700 12px/18px system-ui, sans-serif; box-sizing: border-box; }
  .bubble { all: unset; box-sizing: border-box; max-width: 280px; padding: 12px 16px; border-radius: 14px; background: #fff; color: #1f2937;
    box-shadow: 0 8px 28px rgba(0,0,0,.18); cursor: pointer; animation: rise .2s ease-out; }
  .bubble b { display: block; font-size: 12px; color: #6b7280; font-weight: 600; margin-bottom: 2px; }
  .bubble span { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; overflow-wrap: anywhere; }
  [hidden] { display: none !important; }
  .frame { position: fixed; bottom: 88px; ${side}: 20px; width: 380px; height: min(640px, calc(100vh - 108px)); border: 0;
    border-radius: 16px; box-shadow: 0 12px 40px rgba(0,0,0,.25); background: #fff; z-index: 2147483001; }
  @keyframes rise { from { opacity: 0; transform: translateY(8px); } }
  @media (max-width: 480px) { .frame { inset: 0; width: 100%; height: 100%; border-radius: 0; } }
</style>
<div class="dock">
  <div aria-live="polite"><button class="bubble" type="button" hidden><b></b><span></span></button></div>
  <button class="launcher" type="button" aria-expanded="false">
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" aria-hidden="true"><path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h-.5A.5.5 0 0 1 4 15.5v-10Z" fill="currentColor"/></svg>
    <span class="badge" hidden></span>
  </button>
</div>`;
  const $ = (s: string) => shadow.querySelector(s) as HTMLElement;
  const dock = $('.dock');
  const launcher = $('.launcher');
  const badge = $('.badge');
  const bubble = $('.bubble');
  let frame: HTMLIFrameElement | null = null;
  let ready = false;
  let shown = false;
  let unread = 0;
  let hello: ReturnType<typeof setInterval> | undefined;
  // W-EM9: English until the widget, once loaded, sends its words in its locale (and again on every change).
  let texts: EmbedTexts = {
    lang: 'en',
    newMessage: 'New message',
    openChat: 'Open chat',
    closeChat: 'Close chat',
    frameTitle: 'Customer service chat',
  };

  function post(type: ToWidget, data?: unknown) {
    if (!ready) return;
    const msg: EmbedMessage<ToWidget> = { source: EMBED_SOURCE, type, data };
    frame?.contentWindow?.postMessage(msg, origin);
  }
  function label() {
    launcher.setAttribute('aria-expanded', String(shown));
    launcher.setAttribute('aria-label', shown ? texts.closeChat : texts.openChat);
  }
  function setUnread(n: number) {
    if (n === unread) return;
    unread = n;
    badge.textContent = n > 99 ? '99+' : String(n);
    badge.hidden = !n;
    if (!n) bubble.hidden = true;
    store.set({ u: n });
    label();
    events.emit('unread', n);
  }
  function mount() {
    if (frame) return;
    frame = document.createElement('iframe');
    frame.className = 'frame';
    frame.title = texts.frameTitle;
    frame.hidden = !shown;
    frame.allow = 'camera; microphone; clipboard-write; autoplay; display-capture';
    // Every load of the frame (first, reload, reset) starts with the handshake; it is repeated until the widget,
    // whose listener comes with a lazy chunk, answers READY.
    frame.onload = () => {
      ready = false;
      clearInterval(hello);
      let tries = 0;
      const say = () => {
        const msg: EmbedMessage<ToWidget> = { source: EMBED_SOURCE, type: ToWidget.HELLO, data: { visitor: store.get().v } };
        frame?.contentWindow?.postMessage(msg, origin);
        if (++tries > 40) clearInterval(hello);
      };
      say();
      hello = setInterval(say, 250);
    };
    frame.src = `${origin}${WIDGET_BASE}index?${query.toString()}`;
    shadow.appendChild(frame);
  }
  function open() {
    if (shown) return;
    shown = true;
    store.opened();
    mount();
    frame!.hidden = false;
    bubble.hidden = true;
    label();
    post(ToWidget.SHOW_IFRAME);
    events.emit('open');
  }
  function close() {
    if (!shown) return;
    shown = false;
    if (frame) frame.hidden = true;
    label();
    post(ToWidget.HIDE_IFRAME);
    events.emit('close');
  }
  function updateUser(data: unknown) {
    if (typeof data !== 'object' || !data) return;
    user = { ...user, ...data };
    post(ToWidget.UPDATE_USER, data);
  }

  launcher.onclick = () => (shown ? close() : open());
  bubble.onclick = open;
  window.addEventListener('message', (event: MessageEvent<EmbedMessage>) => {
    // Only the widget's own frame, from the widget's origin, may steer the launcher.
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    const msg = event.data;
    if (msg?.source !== EMBED_SOURCE) return;
    const data = (msg.data || {}) as Record<string, unknown>;
    if (msg.type === ToParent.READY) {
      if (ready) return;
      clearInterval(hello);
      ready = true;
      if (token) post(ToWidget.IDENTIFY, { token });
      post(ToWidget.UPDATE_USER, user);
      // Last: the widget starts its chat once it knows whether it is shown.
      post(shown ? ToWidget.SHOW_IFRAME : ToWidget.HIDE_IFRAME);
    } else if (msg.type === ToParent.HIDE) close();
    else if (msg.type === ToParent.UNREAD) setUnread(Number(data.count) || 0);
    else if (msg.type === ToParent.TEXTS) {
      const next = data as Partial<EmbedTexts>;
      if (['lang', 'newMessage', 'openChat', 'closeChat', 'frameTitle'].every((k) => typeof next[k as keyof EmbedTexts] === 'string')) {
        texts = next as EmbedTexts;
        dock.lang = texts.lang;
        if (frame) frame.title = texts.frameTitle;
        label();
      }
    } else if (msg.type === ToParent.STORE_VISITOR) store.set({ v: typeof data.visitor === 'string' ? data.visitor : undefined });
    else if (msg.type === ToParent.NEW_MESSAGE) {
      const m = data as unknown as EmbedNewMessage;
      events.emit('message', m);
      if (m.fromAgent && !shown) {
        $('.bubble b').textContent = m.name || texts.newMessage;
        $('.bubble span').textContent = m.preview;
        bubble.setAttribute('aria-label', `${m.name || texts.newMessage}: ${m.preview}`);
        bubble.hidden = false;
      }
    }
  });

  const commands: Record<string, Command> = {
    open,
    close,
    toggle: () => (shown ? close() : open()),
    showLauncher: () => void (dock.hidden = false),
    hideLauncher: () => void (dock.hidden = true),
    updateUser,
    setLocale: (locale) => updateUser({ locale }),
    identify(t) {
      if (typeof t !== 'string' || !t) return;
      token = t;
      post(ToWidget.IDENTIFY, { token });
    },
    reset() {
      store.clear();
      user = {};
      token = undefined;
      setUnread(0);
      // The widget forgets its own copy and reloads; the new load shakes hands again.
      post(ToWidget.RESET);
      if (shown) store.opened();
    },
    on: (name, fn) => {
      if (typeof fn !== 'function') return;
      events.on(String(name), fn as Handler);
      // `ready` has happened once the script runs: a late handler is called at once.
      if (name === 'ready' && booted) (fn as Handler)();
    },
    off: (name, fn) => events.off(String(name), fn as Handler),
  };
  let booted = false;
  // Parley('open') and Parley.open() alike.
  const api = Object.assign((name: string, ...args: unknown[]) => commands[name]?.(...args), commands) as ParleyApi;
  window.Parley = api;
  label();
  document.body.appendChild(host);
  for (const args of stub?.q || []) api(...(Array.from(args) as [string, ...unknown[]]));
  booted = true;
  events.emit('ready');
  // The count the last page showed, until the widget tells a newer one.
  setUnread(store.get().u || 0);

  // The installation check (issue 30 item 2): the admin's console shows the last page the chat loaded on. A beacon
  // when the page is idle, so it never delays the page or the chat; text/plain needs no preflight.
  const whenIdle = (fn: () => void) => (window.requestIdleCallback || setTimeout)(fn);
  const report = () => {
    const body = JSON.stringify({ channelId, url: location.origin + location.pathname });
    navigator.sendBeacon?.(origin + EmbedPath.loaded, new Blob([body], { type: 'text/plain' }));
  };
  if (document.readyState === 'complete') whenIdle(report);
  else window.addEventListener('load', () => whenIdle(report));

  // A visitor who opened the chat before gets it at once (badge, preview); data-preload="idle" loads it when idle.
  if (store.get().o || ds.preload === 'idle') {
    if (document.readyState === 'complete') whenIdle(mount);
    else window.addEventListener('load', () => whenIdle(mount));
  }
})();
