import { describe, expect, it } from 'vitest';
import {
  MsgType,
  UPLOAD_MAX_BYTES,
  checkUploadSize,
  fileSuffix,
  formatTime,
  isAttachmentImage,
  isBlank,
  isValidEmail,
  isValidPhone,
  noticeScrollSeconds,
  parseJsonOr,
  suffixToMsgType,
  toMillis,
  localMessageId,
  isLocalId,
  questionWording,
  questionPagePath,
} from './index.js';

describe('suffixToMsgType', () => {
  it.each(['jpeg', 'gif', 'jpg', 'png', 'bmp', 'pic', 'svg'])('image %s → 2', (s) => expect(suffixToMsgType(s)).toBe(MsgType.IMAGE));
  it.each(['mp4', 'avi', 'mov', 'rmvb', 'rm', 'flv', '3gp'])('video %s → 6', (s) => expect(suffixToMsgType(s)).toBe(MsgType.VIDEO));
  it.each(['mp3', 'wav', 'ogg'])('audio %s → 5', (s) => expect(suffixToMsgType(s)).toBe(MsgType.AUDIO));
  it.each(['pdf', 'zip', 'docx', '', 'webp'])('other %j → 4', (s) => expect(suffixToMsgType(s)).toBe(MsgType.FILE));
  it('reads the suffix of a file name case-insensitively', () => {
    expect(suffixToMsgType('Holiday.PNG')).toBe(MsgType.IMAGE);
    expect(suffixToMsgType('clip.final.MoV')).toBe(MsgType.VIDEO);
    expect(suffixToMsgType('archive.tar.gz')).toBe(MsgType.FILE);
  });
  it('finds no suffix in dot-files, trailing dots or paths', () => {
    expect(fileSuffix('.png')).toBe('');
    expect(fileSuffix('name.')).toBe('');
    expect(fileSuffix('dir.png/readme')).toBe('');
    expect(fileSuffix('..\\evil.jpg')).toBe('jpg');
  });
  it('limits leave-message attachments to gif, jpeg, png, jpg, bmp', () => {
    expect(isAttachmentImage('a.bmp')).toBe(true);
    expect(isAttachmentImage('a.svg')).toBe(false);
    expect(isAttachmentImage('a.zip')).toBe(false);
  });
});

describe('upload size', () => {
  it('accepts exactly 10485760 bytes and refuses one more', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10485760);
    expect(checkUploadSize(UPLOAD_MAX_BYTES)).toEqual({ ok: true });
    expect(checkUploadSize(UPLOAD_MAX_BYTES + 1)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(checkUploadSize(0)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('timestamps', () => {
  it('reads values below 1e10 as seconds', () => {
    expect(toMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(toMillis(9_999_999_999)).toBe(9_999_999_999_000);
    expect(toMillis(10_000_000_000)).toBe(10_000_000_000);
    expect(toMillis('1700000000')).toBe(1_700_000_000_000);
    expect(toMillis('x')).toBeNaN();
  });
  it('formats yyyy-MM-dd hh:mm:ss by default, 24-hour', () => {
    // 2024-03-05 15:04:09 UTC
    const ms = Date.UTC(2024, 2, 5, 15, 4, 9);
    expect(formatTime(ms, undefined, 0)).toBe('2024-03-05 15:04:09');
    expect(formatTime(ms / 1000, undefined, 0)).toBe('2024-03-05 15:04:09');
    expect(formatTime(ms, 'yyyy-MM-dd HH:mm', 480)).toBe('2024-03-05 23:04');
    expect(formatTime(ms, 'yyyy-MM-dd', 600)).toBe('2024-03-06');
    expect(formatTime('bad')).toBe('');
  });
  it('uses local time when no offset is given', () => {
    const d = new Date(2023, 0, 2, 3, 4, 5);
    expect(formatTime(d)).toBe('2023-01-02 03:04:05');
  });
});

describe('phone and e-mail rules', () => {
  it('accepts any country by default, written with its country code', () => {
    expect(isValidPhone('+49 30 1234567')).toBe(true);
    expect(isValidPhone('+86 138 0013 8000')).toBe(true);
    expect(isValidPhone(' +1 (202) 555-0143 ')).toBe(true);
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('(030) 123-4567')).toBe(true);
  });
  it.each(['+49 30', '+999 1234567', '12345', 'call me', '1234567890123456', ''])('refuses %j by default', (p) =>
    expect(isValidPhone(p)).toBe(false),
  );
  it('keeps the spec mainland rule for a channel that sets it: eleven digits starting with 1', () => {
    expect(isValidPhone('13800138000', 'cn')).toBe(true);
    expect(isValidPhone(' 13800138000 ', 'cn')).toBe(true);
  });
  it.each(['23800138000', '1380013800', '138001380001', '1380013800a', '+8613800138000', ''])('refuses %j under the cn rule', (p) =>
    expect(isValidPhone(p, 'cn')).toBe(false),
  );
  it('has an E.164 rule for international channels', () => {
    expect(isValidPhone('+44 20 7946 0958', 'e164')).toBe(true);
    expect(isValidPhone('13800138000', 'e164')).toBe(false);
  });
  it.each(['a@b.co', 'first.last+tag@example.com', 'x_y@sub.example.org'])('accepts e-mail %s', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['a@b', 'a b@c.com', '@c.com', 'a@.com', 'a@c..com', 'plain'])('refuses e-mail %s', (e) => expect(isValidEmail(e)).toBe(false));
  it('treats whitespace-only text as blank', () => {
    expect(isBlank('  \n\t')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('notice bar duration', () => {
  it('is 15 s below 10 characters', () => {
    expect(noticeScrollSeconds('')).toBe(15);
    expect(noticeScrollSeconds('123456789')).toBe(15);
  });
  it('is length / 9 from 10 characters on, counting code points', () => {
    expect(noticeScrollSeconds('1234567890')).toBeCloseTo(10 / 9);
    expect(noticeScrollSeconds('x'.repeat(90))).toBe(10);
    expect(noticeScrollSeconds('欢迎光临我们的店铺祝您购物愉快')).toBeCloseTo(15 / 9);
  });
});

describe('json settings', () => {
  it('falls back silently on invalid JSON', () => {
    expect(parseJsonOr('{bad', {})).toEqual({});
    expect(parseJsonOr('', [])).toEqual([]);
    expect(parseJsonOr('null', [])).toEqual([]);
    expect(parseJsonOr('[1,2]', [])).toEqual([1, 2]);
    expect(parseJsonOr({ a: 1 }, {})).toEqual({ a: 1 });
  });
});

describe('local ids', () => {
  it('are message or file plus a timestamp, unique within one millisecond', () => {
    const a = localMessageId('message', 1700000000000);
    const b = localMessageId('message', 1700000000000);
    expect(a).toMatch(/^message1700000000000\d{3}$/);
    expect(a).not.toBe(b);
    expect(isLocalId(localMessageId('file'))).toBe(true);
    expect(isLocalId('msg1')).toBe(false);
  });
});

describe('questionWording', () => {
  it('folds case, full width, spacing and end punctuation, keeping the words', () => {
    expect(questionWording('  Do you sell   GIFT vouchers?? ')).toBe('do you sell gift vouchers');
    expect(questionWording('Ｄｏ you sell gift vouchers')).toBe('do you sell gift vouchers');
    expect(questionWording('礼品卡怎么买？')).toBe('礼品卡怎么买');
    expect(questionWording('what is "express"?')).toBe('what is "express');
    expect(questionWording('?!')).toBe('');
  });
  it('keeps different questions apart', () => {
    expect(questionWording('gift vouchers')).not.toBe(questionWording('gift voucher balance'));
  });
});

describe('questionPagePath', () => {
  it("links the widget's help-document screen with its query values encoded", () => {
    expect(questionPagePath('kb 1&2', 'u1')).toBe('/chat_online/question?docId=kb%201%262&userId=u1');
    expect(questionPagePath('d', 'u1', 'tw')).toBe('/chat_online/question?docId=d&userId=u1&locale=tw');
  });
});
