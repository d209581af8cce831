import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { ticketMailSchema } from '@parley/protocol';
import { ticketMailProblems } from './ticketMail';

const mail = (over: Partial<ReturnType<typeof ticketMailSchema.parse>>) => ({ ...ticketMailSchema.parse({}), ...over });

beforeAll(useEnglishTexts);
describe('ticket e-mail settings', () => {
  it('asks nothing while e-mail is off', () => {
    expect(ticketMailProblems(mail({ enabled: false, host: '', from: '' }))).toEqual([]);
  });
  it('asks for the server and a sender address once it is on', () => {
    expect(ticketMailProblems(mail({ enabled: true, host: ' ', from: '' }))).toEqual([
      { field: 'host', message: 'The SMTP server is needed to send e-mail' },
      { field: 'from', message: 'The sender address is needed to send e-mail' },
    ]);
    expect(ticketMailProblems(mail({ enabled: true, host: 'smtp.shop.example', from: 'care' }))[0]!.field).toBe('from');
  });
  it('takes a bare address or one with a name', () => {
    expect(ticketMailProblems(mail({ enabled: true, host: 'smtp.shop.example', from: 'care@shop.example' }))).toEqual([]);
    expect(ticketMailProblems(mail({ enabled: true, host: 'smtp.shop.example', from: 'Shop Care <care@shop.example>' }))).toEqual([]);
  });
});
