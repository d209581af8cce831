import { describe, expect, it } from 'vitest';
import { MsgStatus, SenderType } from '@parley/protocol';
import type { UiMessage } from '../../session/types';
import { isFlaggedOwnLine, translationOf } from './extras';

const line = (over: Partial<UiMessage>): UiMessage => ({
  key: 'k',
  msgContent: 'Bonjour',
  msgType: 1,
  senderType: SenderType.AGENT,
  msgTime: 0,
  status: MsgStatus.SUCCESS,
  ...over,
});

describe('under a message body', () => {
  it('W-MT8 a translation that differs from the text shows under it; the same text or a blank one does not', () => {
    expect(translationOf(line({ msgTransContent: 'Hello' }))).toBe('Hello');
    expect(translationOf(line({ msgTransContent: 'Bonjour' }))).toBeNull();
    expect(translationOf(line({ msgTransContent: '  ' }))).toBeNull();
    expect(translationOf(line({}))).toBeNull();
  });

  it("W-MT8 W-MT9 on the visitor's flagged line msgTransContent is the masked text, shown as the note, not as a translation", () => {
    const flagged = line({ senderType: SenderType.VISITOR, sensitiveFlag: 1, msgContent: 'you idiot', msgTransContent: 'you *****' });
    expect(isFlaggedOwnLine(flagged)).toBe(true);
    expect(translationOf(flagged)).toBeNull();
    expect(isFlaggedOwnLine({ ...flagged, senderType: SenderType.AGENT })).toBe(false);
  });
});
