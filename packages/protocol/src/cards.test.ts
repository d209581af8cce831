import { describe, expect, it } from 'vitest';
import { MsgType, goodsCardSchema, isCardMsgType, linkCardSchema, parseCard, visitorUpdateBody } from './index.js';

describe('cards', () => {
  it('fills optional fields and trims', () => {
    expect(goodsCardSchema.parse({ title: ' Kettle ' })).toEqual({ imgUrl: '', title: 'Kettle', describe: '', label: '', fromUrl: '' });
  });
  it('needs a title', () => {
    expect(goodsCardSchema.safeParse({ title: '  ' }).success).toBe(false);
  });
  it('accepts http(s) and same-origin links only', () => {
    expect(linkCardSchema.safeParse({ title: 't', linkUrl: 'https://example.com/a?b=1' }).success).toBe(true);
    expect(linkCardSchema.safeParse({ title: 't', linkUrl: '/shop/1' }).success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,<script>', 'https://a b'])
      expect(linkCardSchema.safeParse({ title: 't', linkUrl: bad }).success, bad).toBe(false);
  });
  it('parses a message body by its type, null when it does not fit', () => {
    expect(parseCard(MsgType.ORDER, JSON.stringify({ title: 'Order', orderCode: 'A1' }))?.orderCode).toBe('A1');
    expect(parseCard(MsgType.GOODS, 'not json')).toBeNull();
    expect(parseCard(MsgType.RICH_LINK, JSON.stringify({ title: 'x', linkUrl: 'javascript:1' }))).toBeNull();
    expect(isCardMsgType(MsgType.GOODS)).toBe(true);
    expect(isCardMsgType(MsgType.TEXT)).toBe(false);
  });
});

describe('visitorUpdateBody', () => {
  it('needs at least one field and bounds the phone', () => {
    expect(visitorUpdateBody.safeParse({}).success).toBe(false);
    expect(visitorUpdateBody.parse({ phone: ' +1 (555) 010-9999 ' })).toEqual({ phone: '+1 (555) 010-9999' });
    expect(visitorUpdateBody.safeParse({ phone: '1'.repeat(33) }).success).toBe(false);
  });
});
