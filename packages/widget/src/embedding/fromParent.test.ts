import { describe, expect, it, vi } from 'vitest';
import { EMBED_SOURCE, ToWidget } from '@parley/protocol';
import { createParentListener, localeOf, type ParentHandlers } from './fromParent';

const parent = {};
const PAGE = 'https://shop.example';
const handlers = () => ({
  hello: vi.fn<ParentHandlers['hello']>(),
  showIframe: vi.fn<ParentHandlers['showIframe']>(),
  hideIframe: vi.fn<ParentHandlers['hideIframe']>(),
  updateUser: vi.fn<ParentHandlers['updateUser']>(),
  identify: vi.fn<ParentHandlers['identify']>(),
  reset: vi.fn<ParentHandlers['reset']>(),
});
const msg = (type: string, data?: unknown, origin = PAGE, source: unknown = parent) => ({
  source: source as never,
  origin,
  data: { source: EMBED_SOURCE, type, data },
});

describe('messages from the embedding page', () => {
  it('W-EM1 only the parent frame, and only embed-format messages, are heard', () => {
    const h = handlers();
    const listen = createParentListener(parent, h);
    listen(msg(ToWidget.HELLO, undefined, PAGE, {}));
    listen({ source: parent as never, origin: PAGE, data: { type: ToWidget.HELLO } });
    expect(h.hello).not.toHaveBeenCalled();
    listen(msg(ToWidget.HELLO));
    listen(msg(ToWidget.SHOW_IFRAME));
    expect(h.hello).toHaveBeenCalledWith(undefined, PAGE);
    expect(h.showIframe).toHaveBeenCalledTimes(1);
  });

  it('W-EM5 nothing is heard before the hello, whose origin is the only one heard after it', () => {
    const h = handlers();
    const listen = createParentListener(parent, h);
    listen(msg(ToWidget.SHOW_IFRAME));
    listen(msg(ToWidget.UPDATE_USER, { userName: 'Eve' }));
    expect(h.showIframe).not.toHaveBeenCalled();
    listen(msg(ToWidget.HELLO, { visitor: 'v' }));
    expect(h.hello).toHaveBeenCalledWith({ visitor: 'v' }, PAGE);
    // The same parent window navigated elsewhere, or another origin's script, is ignored.
    listen(msg(ToWidget.UPDATE_USER, { userName: 'Eve' }, 'https://evil.example'));
    listen(msg(ToWidget.HELLO, {}, 'https://evil.example'));
    expect(h.updateUser).not.toHaveBeenCalled();
    expect(h.hello).toHaveBeenCalledTimes(1);
    listen(msg(ToWidget.HIDE_IFRAME));
    listen(msg(ToWidget.RESET));
    expect(h.hideIframe).toHaveBeenCalledTimes(1);
    expect(h.reset).toHaveBeenCalledTimes(1);
  });

  it('W-EM3 updateUser passes its data; its locale is read when it names one', () => {
    const h = handlers();
    const listen = createParentListener(parent, h);
    listen(msg(ToWidget.HELLO));
    listen(msg(ToWidget.UPDATE_USER, { locale: 'en' }));
    expect(h.updateUser).toHaveBeenCalledWith({ locale: 'en' });
    expect(localeOf({ locale: ' en ' })).toBe('en');
    expect(localeOf({ locale: 3 })).toBeNull();
    expect(localeOf('en')).toBeNull();
  });

  it('W-EM8 identify passes a token string and nothing else', () => {
    const h = handlers();
    const listen = createParentListener(parent, h);
    listen(msg(ToWidget.HELLO));
    listen(msg(ToWidget.IDENTIFY, { token: 42 }));
    listen(msg(ToWidget.IDENTIFY, 'jwt'));
    listen(msg(ToWidget.IDENTIFY, { token: 'a.b.c' }));
    expect(h.identify).toHaveBeenCalledTimes(1);
    expect(h.identify).toHaveBeenCalledWith('a.b.c');
  });
});
