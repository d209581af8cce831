import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { MsgType, parseCard } from '@parley/protocol';
import { cardPayload } from './cardForm';

beforeAll(useEnglishTexts);
describe('cardPayload', () => {
  it('builds a goods card as JSON the protocol parses back', () => {
    const r = cardPayload('goods', { title: ' Kettle ', label: '$ 49.90', fromUrl: 'https://shop.example/k', imgUrl: undefined });
    expect(r).toEqual({
      ok: true,
      msgType: MsgType.GOODS,
      msgContent: JSON.stringify({ imgUrl: '', title: 'Kettle', describe: '', label: '$ 49.90', fromUrl: 'https://shop.example/k' }),
    });
    expect(r.ok && parseCard(MsgType.GOODS, r.msgContent)?.title).toBe('Kettle');
  });
  it('builds order and link cards with all their fields', () => {
    const order = cardPayload('order', { title: 'Order A-1', orderCode: 'A-1', orderStatus: 'Shipped', orderTime: '2025-05-01 14:30' });
    expect(order.ok && JSON.parse(order.msgContent)).toMatchObject({
      orderCode: 'A-1',
      orderStatus: 'Shipped',
      orderTime: '2025-05-01 14:30',
      fromUrl: '',
    });
    const link = cardPayload('link', {
      title: 'Returns',
      linkUrl: 'https://help.example/returns',
      subTitle: 'Policy',
      linkType: 'article',
    });
    expect(link).toMatchObject({ ok: true, msgType: MsgType.RICH_LINK });
  });
  it('names missing required fields', () => {
    expect(cardPayload('goods', {})).toEqual({ ok: false, errors: { title: 'Title is required' } });
    expect(cardPayload('link', { title: 'x' })).toEqual({ ok: false, errors: { linkUrl: 'Link is required' } });
  });
  it('refuses links that are not http(s)', () => {
    expect(cardPayload('goods', { title: 'x', imgUrl: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { imgUrl: 'Image URL must start with https:// or http://' },
    });
  });
});
