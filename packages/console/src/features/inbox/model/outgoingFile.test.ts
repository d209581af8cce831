import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { MsgType, UPLOAD_MAX_BYTES } from '@parley/protocol';
import { checkOutgoingFile } from './outgoingFile';

beforeAll(useEnglishTexts);
describe('checkOutgoingFile', () => {
  it('types files by suffix', () => {
    expect(checkOutgoingFile({ name: 'Shot.PNG', size: 10 })).toEqual({ ok: true, msgType: MsgType.IMAGE });
    expect(checkOutgoingFile({ name: 'clip.mp4', size: 10 })).toEqual({ ok: true, msgType: MsgType.VIDEO });
    expect(checkOutgoingFile({ name: 'voice.mp3', size: 10 })).toEqual({ ok: true, msgType: MsgType.AUDIO });
    expect(checkOutgoingFile({ name: 'invoice.pdf', size: 10 })).toEqual({ ok: true, msgType: MsgType.FILE });
    expect(checkOutgoingFile({ name: 'README', size: 10 })).toEqual({ ok: true, msgType: MsgType.FILE });
  });
  it('accepts exactly the limit and refuses one byte more, naming the file', () => {
    expect(checkOutgoingFile({ name: 'a.pdf', size: UPLOAD_MAX_BYTES }).ok).toBe(true);
    const over = checkOutgoingFile({ name: 'big.pdf', size: UPLOAD_MAX_BYTES + 1 });
    expect(over).toEqual({ ok: false, message: 'big.pdf is 10 MB; files cannot be larger than 10 MB' });
  });
  it('refuses empty files', () => {
    expect(checkOutgoingFile({ name: 'a.txt', size: 0 })).toEqual({ ok: false, message: 'a.txt is empty' });
  });
});
