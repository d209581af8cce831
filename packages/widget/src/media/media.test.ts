import { describe, expect, it } from 'vitest';
import { MsgType, UPLOAD_MAX_BYTES, parseCard, type CardMsgType } from '@parley/protocol';
import { parseCardMessage, readCard3 } from './cards';
import { dragHasFiles, readTransfer } from './clipboard';
import { galleryOf } from '../chat/gallery';
import { checkOutgoingFile } from './outgoingFile';
import { productFromUrl } from './productFromUrl';
import type { UiMessage } from '../session/types';

describe('outgoing file checks', () => {
  it('W-UP2 refuses more than 10485760 bytes (and empty files) before anything is sent; exactly the limit passes', () => {
    expect(checkOutgoingFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 }, 'file')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkOutgoingFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES }, 'file')).toEqual({ ok: true, msgType: MsgType.FILE });
    expect(checkOutgoingFile({ name: 'a.png', size: 0 }, 'image')).toEqual({ ok: false, reason: 'empty' });
    // The size toast wins over the type toast: it is the one that tells the visitor what to change.
    expect(checkOutgoingFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 }, 'image')).toEqual({ ok: false, reason: 'tooLarge' });
  });
  it('W-UP3 the image and video buttons take only pictures or movies', () => {
    expect(checkOutgoingFile({ name: 'report.pdf', size: 10 }, 'image')).toEqual({ ok: false, reason: 'wrongType' });
    expect(checkOutgoingFile({ name: 'song.mp3', size: 10 }, 'video')).toEqual({ ok: false, reason: 'wrongType' });
    expect(checkOutgoingFile({ name: 'clip.MOV', size: 10 }, 'image')).toEqual({ ok: true, msgType: MsgType.VIDEO });
    expect(checkOutgoingFile({ name: 'song.mp3', size: 10 }, 'file')).toEqual({ ok: true, msgType: MsgType.AUDIO });
  });
  it('W-UP4 suffix → msgType: image 2, video 6, audio 5, else 4', () => {
    const type = (name: string) => (checkOutgoingFile({ name, size: 1 }, 'file') as { msgType: number }).msgType;
    expect(['a.jpeg', 'a.gif', 'a.JPG', 'a.png', 'a.bmp', 'a.pic', 'a.svg'].map(type)).toEqual(Array(7).fill(2));
    expect(['a.mp4', 'a.avi', 'a.mov', 'a.rmvb', 'a.rm', 'a.flv', 'a.3gp'].map(type)).toEqual(Array(7).fill(6));
    expect(['a.mp3', 'a.wav', 'a.ogg'].map(type)).toEqual([5, 5, 5]);
    expect(['a.pdf', 'noext', 'a.png.exe'].map(type)).toEqual([4, 4, 4]);
  });
});

const file = (name: string, type: string) => new File(['x'], name, { type });
const item = (f: File) => ({ kind: 'file', type: f.type, getAsFile: () => f });

describe('paste and drop', () => {
  it('W-UP7 one pasted image asks for confirmation', () => {
    const shot = file('image.png', 'image/png');
    expect(readTransfer({ items: [{ kind: 'string', type: 'text/html', getAsFile: () => null }, item(shot)] })).toEqual({
      kind: 'image',
      file: shot,
    });
  });
  it('W-UP9 text (also rich HTML text) is left to the textarea, which pastes plain text', () => {
    expect(
      readTransfer({
        items: [
          { kind: 'string', type: 'text/html', getAsFile: () => null },
          { kind: 'string', type: 'text/plain', getAsFile: () => null },
        ],
      }),
    ).toEqual({ kind: 'text' });
    expect(readTransfer(null)).toEqual({ kind: 'text' });
  });
  it('W-UP8 several files, or a file that is not an image, go the drop way; only file drags count', () => {
    const a = file('a.pdf', 'application/pdf');
    const b = file('b.png', 'image/png');
    expect(readTransfer({ files: [a] })).toEqual({ kind: 'files', files: [a] });
    expect(readTransfer({ items: [item(a), item(b)] })).toEqual({ kind: 'files', files: [a, b] });
    expect(dragHasFiles(['text/plain', 'Files'])).toBe(true);
    expect(dragHasFiles(['text/uri-list'])).toBe(false);
  });
});

describe('cards', () => {
  const fixtures: [CardMsgType, unknown][] = [
    [7, { title: 'Lamp', imgUrl: 'https://x.test/a.png', label: '¥ 199', describe: 'Warm', fromUrl: '/shop/1' }],
    [7, { title: '  Lamp  ' }],
    [7, { title: '' }],
    [7, { title: 'x', imgUrl: 'javascript:alert(1)' }],
    [7, { title: 'x', fromUrl: '//evil.test/x' }],
    [7, { title: 'x', label: 5 }],
    [7, { title: 'x'.repeat(201) }],
    [7, ['not', 'an', 'object']],
    [8, { title: 'Order', orderStatus: 'Shipped', orderCode: 'A1', orderTime: '2024-05-01 12:30', fromUrl: 'http://shop.test/o/1' }],
    [8, { title: 'Order', orderCode: null }],
    [9, { title: 'Guide', subTitle: 'How to', linkType: 'article', linkUrl: 'https://docs.test/a b' }],
    [9, { title: 'Guide', linkUrl: 'https://docs.test/a', extra: 'dropped' }],
  ];
  it('W-MT4 the hand-written reader agrees with the protocol schemas on every fixture', () => {
    for (const [type, json] of fixtures) {
      const text = JSON.stringify(json);
      expect(parseCardMessage(type, text)?.card ?? null, text).toEqual(parseCard(type, text));
    }
    expect(parseCardMessage(7, 'not json')).toBeNull();
  });
  it('W-MT5 an agent type 3: form link to /formData, link card, or the client product card', () => {
    expect(readCard3(JSON.stringify({ templateId: 'T9', title: 'Warranty' }), { tenantId: 'tn', channelId: 'demo', locale: 'de' })).toEqual(
      {
        kind: 'formLink',
        title: 'Warranty',
        href: '/chat_online/formData?tenantId=tn&templateId=T9&channelId=demo&locale=de',
      },
    );
    expect(
      readCard3(JSON.stringify({ title: 'Docs', linkUrl: 'https://d.test' }), { tenantId: 'tn', channelId: 'demo', locale: 'de' }),
    ).toMatchObject({
      kind: 'link',
      card: { title: 'Docs' },
    });
    expect(
      readCard3(JSON.stringify({ picture: 'https://i.test/p.png', title: 'Lamp', desc: 'Warm', price: 19.9, url: 'https://s.test/1' }), {
        tenantId: 'tn',
        channelId: 'demo',
        locale: 'de',
      }),
    ).toEqual({
      kind: 'goods',
      card: { imgUrl: 'https://i.test/p.png', title: 'Lamp', describe: 'Warm', label: '19.9', fromUrl: 'https://s.test/1' },
    });
    expect(readCard3('plain words', { tenantId: 'tn', channelId: 'demo', locale: 'de' })).toBeNull();
    expect(
      readCard3(JSON.stringify({ title: 'x', url: 'javascript:alert(1)' }), { tenantId: 'tn', channelId: 'demo', locale: 'de' }),
    ).toBeNull();
  });
});

describe('product card from the URL', () => {
  it('W-UP10 goodsTitle, goodsImg, goodsPrice, goodsDesc, goodsUrl make a goods card', () => {
    const q = new URLSearchParams({
      goodsTitle: 'Desk lamp',
      goodsImg: 'https://s.test/l.png',
      goodsPrice: '¥ 199',
      goodsDesc: 'Warm light',
      goodsUrl: 'https://s.test/p/1',
    });
    expect(productFromUrl(q)).toEqual({
      title: 'Desk lamp',
      imgUrl: 'https://s.test/l.png',
      label: '¥ 199',
      describe: 'Warm light',
      fromUrl: 'https://s.test/p/1',
    });
  });
  it('W-UP10 no title, or a link that is not http(s), makes no card', () => {
    expect(productFromUrl(new URLSearchParams({ goodsImg: 'https://s.test/l.png' }))).toBeNull();
    expect(productFromUrl(new URLSearchParams({ goodsTitle: 'x', goodsUrl: 'javascript:alert(1)' }))).toBeNull();
  });
});

describe('gallery', () => {
  const img = (key: string, msgContent: string, over: Partial<UiMessage> = {}): UiMessage => ({
    key,
    msgContent,
    msgType: 2,
    senderType: 2,
    msgTime: 0,
    status: 'success',
    ...over,
  });
  it('W-MT2 every visible image of the conversation, in order, starting at the tapped one', () => {
    const list = [
      img('a', '/api/files/a'),
      { ...img('t', 'text'), msgType: 1 },
      img('b', 'javascript:x'),
      img('c', '', { upload: { progress: 10, preview: 'blob:http://w/1' } }),
      img('d', '/api/files/d', { recallFlag: 1 }),
      img('e', '/api/files/e'),
    ];
    expect(galleryOf(list, 'e')).toEqual({ images: ['/api/files/a', 'blob:http://w/1', '/api/files/e'], index: 2 });
  });
});
