import { describe, expect, it } from 'vitest';
import { MAIL_REPLY_MAX_CHARS, replyText } from './replyText.js';

describe('the text of a reply by e-mail', () => {
  it('S-MI3 cuts the quoted history and the signature', () => {
    const mail = [
      'Thanks, the new lamp works.',
      '',
      'Best,',
      'Ada',
      '-- ',
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '',
      'On Sat, Nov 28, 2026 at 10:00 AM Care <care@lumen.example> wrote:',
      '> Sorry about that: a new lamp ships today.',
      '> View or answer your ticket #12: https://chat.lumen.example/chat_online/workorder?woId=12',
    ].join('\r\n');
    expect(replyText(mail)).toBe('Thanks, the new lamp works.\n\nBest,\nAda');
  });

  it('S-MI3 cuts an Outlook original message and a phone signature', () => {
    expect(replyText('Reply here\n\n-----Original Message-----\nFrom: Care\nSent: Monday\n\nold text\n')).toBe('Reply here');
    expect(replyText('Reply here\n\nSent from my iPhone\n')).toBe('Reply here');
  });

  it('S-MI3 keeps a reply without history as written, bounded', () => {
    expect(replyText('  One line\n\n\n\nanother  \n')).toBe('One line\n\nanother');
    expect(replyText('x'.repeat(MAIL_REPLY_MAX_CHARS + 10))).toHaveLength(MAIL_REPLY_MAX_CHARS);
  });
});
