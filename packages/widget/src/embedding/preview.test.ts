import { describe, expect, it } from 'vitest';
import { MsgType } from '@parley/protocol';
import { PREVIEW_MAX, previewOf } from './preview';

const label = (t: number) => (t === MsgType.IMAGE ? 'Image' : 'File');

describe('the launcher preview of a new message', () => {
  it('W-EM7 the first non-empty line as plain text, cut at PREVIEW_MAX', () => {
    expect(previewOf({ msgType: MsgType.TEXT, msgContent: '\n  Your order   shipped.\nTracking: 42' }, label)).toBe('Your order shipped.');
    expect(previewOf({ msgType: MsgType.HTML, msgContent: '<p>Tom &amp; Jerry&nbsp;<b>say</b> hi</p><p>second</p>' }, label)).toBe(
      'Tom & Jerry say hi',
    );
    const long = previewOf({ msgType: MsgType.TEXT, msgContent: 'x'.repeat(500) }, label);
    expect(long).toHaveLength(PREVIEW_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('W-EM7 a message without text reads as its kind', () => {
    expect(previewOf({ msgType: MsgType.IMAGE, msgContent: '/files/a.png' }, label)).toBe('Image');
    expect(previewOf({ msgType: MsgType.FILE, msgContent: '/files/a.pdf' }, label)).toBe('File');
  });
});
