import { EMBED_SOURCE, ToParent, ToWidget, WIDGET_BASE, type EmbedMessage } from '@parley/protocol';

/**
 * The tenant-site loader: one script tag adds a launcher bubble and, on click, the chat widget in an iframe.
 *   <script src="https://chat.example.com/embed.js" data-channel-id="demo" async></script>
 * Optional: data-color, data-position (right | left), data-locale, data-user-name, data-email, data-phone, data-params (JSON).
 * window.Parley = { open(), close(), updateUser(data) } for the page's own code.
 */
declare global {
  interface Window {
    Parley?: { open(): void; close(): void; toggle(): void; updateUser(data: Record<string, unknown>): void };
  }
}

(function boot() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script || window.Parley) return;
  const ds = script.dataset;
  const channelId = ds.channelId;
  if (!channelId) {
    console.warn('[parley] embed.js needs data-channel-id');
    return;
  }
  const origin = new URL(script.src).origin;
  const color = ds.color && /^#[0-9a-f]{3,8}$/i.test(ds.color) ? ds.color : '#4f46e5';
  const side = ds.position === 'left' ? 'left' : 'right';

  const query = new URLSearchParams({ channelId, from: 'iframe' });
  for (const key of ['locale', 'userName', 'email', 'phone', 'params'] as const) {
    const v = ds[key];
    if (v) query.set(key, v);
  }
  query.set('previousUrl', location.href);

  const host = document.createElement('div');
  host.id = 'parley-widget';
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `
<style>
  :host { all: initial; }
  .launcher { position: fixed; bottom: 20px; ${side}: 20px; width: 56px; height: 56px; border-radius: 50%; border: 0;
    background: ${color}; color: #fff; cursor: pointer; box-shadow: 0 6px 20px rgba(0,0,0,.22); z-index: 2147483000;
    display: grid; place-items: center; transition: transform .15s ease; }
  .launcher:hover { transform: scale(1.06); }
  .launcher:focus-visible { outline: 3px solid #fff; outline-offset: 2px; }
  .badge { position: absolute; top: -2px; right: -2px; min-width: 20px; height: 20px; padding: 0 5px; border-radius: 10px;
    background: #ef4444; color: #fff; font: 600 12px/20px system-ui, sans-serif; display: none; box-sizing: border-box; }
  .frame { position: fixed; bottom: 88px; ${side}: 20px; width: 380px; height: min(640px, calc(100vh - 108px)); border: 0;
    border-radius: 16px; box-shadow: 0 12px 40px rgba(0,0,0,.25); background: #fff; z-index: 2147483000; display: none; }
  @media (max-width: 480px) { .frame { inset: 0; width: 100%; height: 100%; border-radius: 0; bottom: 0; ${side}: 0; } }
</style>
<button class="launcher" type="button" aria-label="Open chat" aria-expanded="false">
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" aria-hidden="true"><path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h-.5A.5.5 0 0 1 4 15.5v-10Z" fill="currentColor"/></svg>
  <span class="badge"></span>
</button>`;
  const launcher = shadow.querySelector('.launcher') as HTMLButtonElement;
  const badge = shadow.querySelector('.badge') as HTMLSpanElement;
  let frame: HTMLIFrameElement | null = null;
  let unread = 0;

  function post(type: ToWidget, data?: unknown) {
    const msg: EmbedMessage<ToWidget> = { source: EMBED_SOURCE, type, ...(data === undefined ? {} : { data }) };
    frame?.contentWindow?.postMessage(msg, origin);
  }
  function setUnread(n: number) {
    unread = n;
    badge.textContent = n > 99 ? '99+' : String(n);
    badge.style.display = n > 0 ? 'block' : 'none';
  }
  function open() {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.className = 'frame';
      frame.title = 'Customer service chat';
      frame.allow = 'camera; microphone; clipboard-write; autoplay; display-capture';
      frame.src = `${origin}${WIDGET_BASE}index?${query.toString()}`;
      shadow.appendChild(frame);
    }
    frame.style.display = 'block';
    launcher.setAttribute('aria-expanded', 'true');
    launcher.setAttribute('aria-label', 'Close chat');
    setUnread(0);
    post(ToWidget.SHOW_IFRAME);
  }
  function close() {
    if (frame) frame.style.display = 'none';
    launcher.setAttribute('aria-expanded', 'false');
    launcher.setAttribute('aria-label', 'Open chat');
  }
  const isOpen = () => frame?.style.display === 'block';

  launcher.addEventListener('click', () => (isOpen() ? close() : open()));
  window.addEventListener('message', (event: MessageEvent<EmbedMessage>) => {
    // Only the widget's own frame may steer the launcher.
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    const msg = event.data;
    if (msg?.source !== EMBED_SOURCE) return;
    if (msg.type === ToParent.HIDE) close();
    else if (msg.type === ToParent.NEW_MESSAGE && !isOpen()) setUnread(unread + 1);
  });

  window.Parley = {
    open,
    close,
    toggle: () => (isOpen() ? close() : open()),
    updateUser: (data) => post(ToWidget.UPDATE_USER, data),
  };
  document.body.appendChild(host);
})();
