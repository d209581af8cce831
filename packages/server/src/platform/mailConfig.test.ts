import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

const base = { SECRET: 'config-secret-config-secret-config-secret', DATA_DIR: 'unused' };

describe('reply-by-mail settings', () => {
  it('S-MI1 S-MI2 read the mailbox and the listener, off by default', () => {
    expect(configFromEnv(base)).toMatchObject({ mailReplyTo: undefined, mailIn: undefined });
    const c = configFromEnv({ ...base, MAIL_REPLY_TO: 'Support@Help.Example.com', MAIL_IN_PORT: '2525', HOST: '10.0.0.5' });
    expect(c.mailReplyTo).toEqual({ local: 'support', domain: 'help.example.com' });
    expect(c.mailIn).toEqual({ port: 2525, host: '10.0.0.5', maxBytes: 25 * 1024 * 1024 });
  });

  it('S-MI5 reads the polled mailbox from MAIL_IMAP_URL', () => {
    const c = configFromEnv({
      ...base,
      MAIL_REPLY_TO: 'support@example.com',
      MAIL_IMAP_URL: 'imaps://support%40example.com:p%40ss@imap.example.com/Replies',
    });
    expect(c.mailImap).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'support@example.com',
      password: 'p@ss',
      mailbox: 'Replies',
      pollMs: 60_000,
      maxBytes: 25 * 1024 * 1024,
    });
    expect(configFromEnv({ ...base, MAIL_REPLY_TO: 'support@example.com', MAIL_IMAP_URL: 'imap://u:p@localhost' }).mailImap).toMatchObject({
      port: 143,
      secure: false,
      mailbox: 'INBOX',
    });
    expect(() => configFromEnv({ ...base, MAIL_IMAP_URL: 'imap://u:p@localhost' })).toThrow(/MAIL_REPLY_TO/);
    expect(() => configFromEnv({ ...base, MAIL_REPLY_TO: 'support@example.com', MAIL_IMAP_URL: 'https://u:p@localhost' })).toThrow(
      /MAIL_IMAP_URL/,
    );
  });

  it('S-MI2 refuse a listener without a mailbox, a tagged mailbox and a size out of range, naming the setting', () => {
    expect(() => configFromEnv({ ...base, MAIL_IN_PORT: '2525' })).toThrow(/MAIL_REPLY_TO/);
    expect(() => configFromEnv({ ...base, MAIL_REPLY_TO: 'support+x@example.com' })).toThrow(/MAIL_REPLY_TO/);
    expect(() => configFromEnv({ ...base, MAIL_REPLY_TO: 'support@example.com', MAIL_IN_MAX_BYTES: '10' })).toThrow(/MAIL_IN_MAX_BYTES/);
  });
});
