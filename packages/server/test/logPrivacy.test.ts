import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, VisitorPath } from '@parley/protocol';
import { scrubText } from '../src/platform/http/logging.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const EMAIL = 'private.person@example.org';
const PHONE = '13912345678';
const INTL_PHONE = '+44 20 7946 0958';

/** Issue 18 item 10: the server's own log lines, at trace level, never carry a visitor's e-mail or phone. */
describe.each(dialects)('log privacy on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { write: (line: string) => void lines.push(line) });
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-PV8 chatStart, a leave message, a console search and a failing call log no e-mail or phone', async () => {
    const start = await t.post(VisitorPath.chatStart, { channelId: 'demo', userName: 'P', email: EMAIL, phone: PHONE });
    const { userId, token } = start.json().data;
    const left = await t.post(
      VisitorPath.leaveMsg,
      { userId, customerName: 'P', customerEmail: EMAIL, customerPhone: PHONE, msgContent: `reach me at ${EMAIL} or ${INTL_PHONE}` },
      { token },
    );
    expect(left.statusCode, left.body).toBe(200);
    await admin.get(`${ConsolePath.conversations}?q=${encodeURIComponent(EMAIL)}`);
    await admin.get(`${ConsolePath.conversations}?q=${PHONE}`);
    // An agent e-mail taken in the tenant: the refusal is logged as a request like any other.
    await admin.post(AdminPath.agents, { email: EMAIL, password: 'password-1', nickname: 'P' });
    await admin.post(AdminPath.agents, { email: EMAIL, password: 'password-1', nickname: 'P' });
    // Our own log calls scrub their messages too.
    t.ctx.log.error({ err: new Error(`Key (email)=(${EMAIL}) already exists`) }, `could not reach ${INTL_PHONE}`);
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('incoming request');
    for (const secret of [EMAIL, PHONE, INTL_PHONE, encodeURIComponent(EMAIL), EMAIL.replace('@', '%40')])
      expect(log).not.toContain(secret);
    expect(log).toContain('[email]');
  });

  it('S-PV8 scrubbing keeps ids, times and the demo address', () => {
    expect(scrubText(`GET /api/console/conversations?q=${EMAIL}`)).toBe('GET /api/console/conversations?q=[email]');
    expect(scrubText(`call ${PHONE} or ${INTL_PHONE} now`)).toBe('call [phone] or [phone] now');
    expect(scrubText('session 42 of u0123456789abcdef01234567 admin@demo.parley.local')).toBe(
      'session 42 of u0123456789abcdef01234567 admin@demo.parley.local',
    );
  });
});
