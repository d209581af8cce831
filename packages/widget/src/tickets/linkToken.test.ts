import { describe, expect, it } from 'vitest';
import { splitLinkToken } from './linkToken';

const base = 'https://chat.example/chat_online/workorder';

describe('ticket link token (W-LM13)', () => {
  it('W-LM13 reads the fragment of a mailed link and shows the page without it', () => {
    expect(splitLinkToken(`${base}?woId=7&channelId=demo&locale=de#t=wo1.abc.def`)).toEqual({
      token: 'wo1.abc.def',
      cleanHref: `${base}?woId=7&channelId=demo&locale=de`,
    });
  });
  it('W-LM13 still reads the query token of the spec form (older mails) and drops it from the address', () => {
    expect(splitLinkToken(`${base}?woId=7&token=wo1.old&channelId=demo`)).toEqual({
      token: 'wo1.old',
      cleanHref: `${base}?woId=7&channelId=demo`,
    });
  });
  it('W-LM13 prefers the fragment when both are present, and finds none in a plain address', () => {
    expect(splitLinkToken(`${base}?woId=7&token=wo1.q#t=wo1.f`).token).toBe('wo1.f');
    expect(splitLinkToken(`${base}?woId=7&userId=u1`)).toEqual({ token: '', cleanHref: `${base}?woId=7&userId=u1` });
  });
});
