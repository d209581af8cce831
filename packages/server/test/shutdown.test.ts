import { describe, expect, it } from 'vitest';
import { ConsolePath, VisitorPath } from '@parley/protocol';
import { loginAdmin, newVisitor } from './agents.js';
import { createTestApp } from './harness.js';

/** Reads a stream until its first frame, then answers how it ended. */
async function firstFrameThenEnd(res: Response): Promise<{ first: string; ended: Promise<boolean> }> {
  const reader = res.body!.getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  const ended = (async () => {
    for (;;) {
      const r = await reader.read().catch(() => ({ done: true }));
      if (r.done) return true;
    }
  })();
  return { first, ended };
}

describe('graceful shutdown', () => {
  it('S-OP4 closing the server ends the open visitor and agent streams, so it finishes and their clients can resume elsewhere', async () => {
    const t = await createTestApp('sqlite');
    try {
      const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const admin = await loginAdmin(t);
      const v = await newVisitor(t);
      const { ticket } = (await v.call(VisitorPath.eventStreamTicket)).data;
      const visitorStream = await firstFrameThenEnd(await fetch(`${base}${VisitorPath.eventStream}?ticket=${encodeURIComponent(ticket)}`));
      const agentStream = await firstFrameThenEnd(
        await fetch(`${base}${ConsolePath.stream}`, { headers: { cookie: `parley_session=${admin.cookie}` } }),
      );
      expect(visitorStream.first).toContain('retry:');
      expect(agentStream.first).toContain('retry:');
      // Without the streams ended, close() would wait on them until the test's time-out.
      await t.app.close();
      expect(await visitorStream.ended).toBe(true);
      expect(await agentStream.ended).toBe(true);
    } finally {
      await t.close();
    }
  }, 15_000);
});
