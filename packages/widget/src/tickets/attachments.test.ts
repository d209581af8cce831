import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@parley/protocol';
import {
  attachedFiles,
  checkAttachment,
  failed,
  isUploading,
  pickAttachments,
  uploaded,
  withProgress,
  type Attachment,
} from './attachments';

const img = (name: string, size = 1000) => ({ name, size });

describe('ticket attachments', () => {
  it('W-LM4 images of the five types only, at most 3, each no larger than the limit', () => {
    for (const name of ['a.gif', 'a.JPEG', 'a.png', 'a.jpg', 'a.bmp']) expect(checkAttachment(img(name), 0)).toBeNull();
    for (const name of ['a.zip', 'a.docx', 'a.txt', 'a.svg', 'a.pdf', 'noext']) expect(checkAttachment(img(name), 0)).toBe('notImage');
    expect(checkAttachment(img('a.png', UPLOAD_MAX_BYTES), 2)).toBeNull();
    expect(checkAttachment(img('a.png', UPLOAD_MAX_BYTES + 1), 0)).toBe('tooLarge');
    expect(checkAttachment(img('a.png', 0), 0)).toBe('empty');
    expect(checkAttachment(img('a.png'), 3)).toBe('tooMany');
  });

  it('W-LM4 of several chosen at once, those that fit are kept and the first refusal is told', () => {
    const r = pickAttachments([img('a.png'), img('b.pdf'), img('c.jpg'), img('d.png'), img('e.png')], 1);
    expect(r.accepted.map((f) => f.name)).toEqual(['a.png', 'c.jpg']);
    expect(r.refusal).toBe('notImage');
  });

  it('W-LM4 progress, success and failure; only uploaded files are sent', () => {
    let list: Attachment[] = ['a', 'b'].map((key) => ({ key, name: `${key}.png`, preview: '', progress: 0, state: 'uploading' }));
    list = withProgress(list, 'a', 40);
    expect(list[0]?.progress).toBe(40);
    list = uploaded(list, 'a', { fileName: 'a.png', fileUrl: '/f/a' });
    expect(isUploading(list)).toBe(true);
    list = failed(list, 'b');
    expect(isUploading(list)).toBe(false);
    expect(withProgress(list, 'b', 90)[1]?.progress).toBe(0);
    expect(attachedFiles(list)).toEqual([{ fileName: 'a.png', fileUrl: '/f/a' }]);
  });
});
