import { describe, expect, it } from 'vitest';
import { startFieldsFrom } from './startFields';

describe('startFieldsFrom', () => {
  it('W-ST2 passes the known query values, the locale and the referrer to chatStart', () => {
    const q = new URLSearchParams('channelId=c1&userId=spoof&params=%7B%22UID%22%3A%221%22%7D&email=a%40b.co&from=iframe');
    expect(startFieldsFrom(q, 'en', 'https://shop.example/')).toEqual({
      locale: 'en',
      params: '{"UID":"1"}',
      email: 'a@b.co',
      previousUrl: 'https://shop.example/',
    });
  });

  it('W-ID10 a direct link’s identityToken goes to chatStart like the embedding page’s', () => {
    expect(startFieldsFrom(new URLSearchParams('channelId=c1&identityToken=a.b.c'), 'en', '')).toEqual({
      locale: 'en',
      identityToken: 'a.b.c',
    });
  });

  it('W-ST2 leaves out an e-mail that is not one mailbox, so the chat still starts', () => {
    const q = new URLSearchParams({ channelId: 'c1', email: 'a@b.co, evil@x.example' });
    expect(startFieldsFrom(q, 'en', '')).toEqual({ locale: 'en' });
  });
});
