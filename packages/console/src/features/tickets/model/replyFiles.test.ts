import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { UPLOAD_MAX_BYTES } from '@parley/protocol';
import { MAX_REPLY_FILES, REPLY_FILE_ACCEPT, replyFileProblem } from './replyFiles';

beforeAll(useEnglishTexts);
describe('reply attachments', () => {
  it('takes images within the size limit', () => {
    expect(replyFileProblem({ name: 'photo.JPG', size: 1000 }, 0)).toBeNull();
    expect(REPLY_FILE_ACCEPT).toContain('.png');
  });
  it('refuses other files, big files and one too many', () => {
    expect(replyFileProblem({ name: 'invoice.pdf', size: 1000 }, 0)).toContain('only images');
    expect(replyFileProblem({ name: 'big.png', size: UPLOAD_MAX_BYTES + 1 }, 0)).toBe('big.png is over the 10 MB limit');
    expect(replyFileProblem({ name: 'a.png', size: 1 }, MAX_REPLY_FILES)).toBe('At most 10 images per reply');
  });
});
