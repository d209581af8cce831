import { describe, expect, it, vi } from 'vitest';
import { EMBED_SOURCE, ToWidget } from '@parley/protocol';
import { handleParentMessage, localeOf } from './fromParent';

const parent = {};

describe('messages from the embedding page', () => {
  it('EM1 only the parent frame, and only embed-format messages, are heard', () => {
    const h = { showIframe: vi.fn(), updateUser: vi.fn() };
    handleParentMessage({ source: {} as never, data: { source: EMBED_SOURCE, type: ToWidget.SHOW_IFRAME } }, parent, h);
    handleParentMessage({ source: parent as never, data: { type: ToWidget.SHOW_IFRAME } }, parent, h);
    expect(h.showIframe).not.toHaveBeenCalled();
    handleParentMessage({ source: parent as never, data: { source: EMBED_SOURCE, type: ToWidget.SHOW_IFRAME } }, parent, h);
    expect(h.showIframe).toHaveBeenCalledTimes(1);
  });

  it('EM3 updateUser passes its data; its locale is read when it names one', () => {
    const h = { showIframe: vi.fn(), updateUser: vi.fn() };
    handleParentMessage(
      { source: parent as never, data: { source: EMBED_SOURCE, type: ToWidget.UPDATE_USER, data: { locale: 'en' } } },
      parent,
      h,
    );
    expect(h.updateUser).toHaveBeenCalledWith({ locale: 'en' });
    expect(localeOf({ locale: ' en ' })).toBe('en');
    expect(localeOf({ locale: 3 })).toBeNull();
    expect(localeOf('en')).toBeNull();
  });
});
