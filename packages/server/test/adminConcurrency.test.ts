import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, IdentityAdminPath, TicketDeskPath, type FlowDraftInput } from '@parley/protocol';
import { ChannelSecret, readChannelSecret } from '../src/domains/channels/channelSecrets.js';
import { currentIdentitySecret } from '../src/domains/channels/identitySecrets.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const flow = (text: string): FlowDraftInput => ({
  flowId: 'hours',
  name: 'Opening hours',
  trigger: { keywords: ['opening hours'] },
  start: 'end',
  nodes: [{ id: 'end', type: 'end', text }],
});

/** Issue 34: four admins saving the same thing at the same moment each get an answer, and one of their values stays. */
describe.each(dialects)('concurrent admin saves on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Four saves at once, each with its own value: all 200 (never 500), and the values they sent. */
  async function fourAtOnce(path: string, body: (i: number) => unknown) {
    const answers = await Promise.all([0, 1, 2, 3].map((i) => admin.post(path, body(i))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    return answers;
  }

  it('S-HD10 four simultaneous saves of the mail password keep one of them', async () => {
    for (let round = 0; round < 3; round++) {
      await fourAtOnce(TicketDeskPath.mailPassword('demo'), (i) => ({ password: `mail-${round}-${i}` }));
      const stored = await readChannelSecret(t.ctx, 'demo', ChannelSecret.MAIL_PASSWORD);
      expect([0, 1, 2, 3].map((i) => `mail-${round}-${i}`)).toContain(stored);
    }
  });

  it('S-HD10 four simultaneous saves of the model key keep one of them', async () => {
    for (let round = 0; round < 3; round++) {
      await fourAtOnce(AdminPath.largeModelKey('demo'), (i) => ({ apiKey: `key-${round}-${i}` }));
      const stored = await readChannelSecret(t.ctx, 'demo', ChannelSecret.LARGE_MODEL_KEY);
      expect([0, 1, 2, 3].map((i) => `key-${round}-${i}`)).toContain(stored);
    }
  });

  it('S-HD10 four simultaneous identity secret rotations keep one secret and one previous', async () => {
    for (let round = 0; round < 3; round++) {
      const answers = await fourAtOnce(IdentityAdminPath.rotate('demo'), () => ({ graceSeconds: 60 }));
      const secrets = answers.map((a) => a.json().data.secret as string);
      expect(secrets).toContain(await currentIdentitySecret(t.ctx, 'demo'));
      const status = (await admin.get(IdentityAdminPath.identity('demo'))).json().data;
      expect(status.secretSet).toBe(true);
      expect(status.previousValidUntil).not.toBeNull();
    }
  });

  it('S-HD10 four simultaneous saves of a flow each make their own version', async () => {
    const answers = await fourAtOnce(AdminPath.robotFlow('demo', 'hours'), (i) => flow(`Open from ${8 + i} o'clock.`));
    expect(answers.map((a) => a.json().data.version as number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    const last = answers.find((a) => a.json().data.version === 4)!.json().data.nodes[0].text;
    expect((await admin.get(AdminPath.robotFlow('demo', 'hours'))).json().data.nodes[0].text).toBe(last);
  });

  it('S-CH2 four simultaneous partial settings updates keep every setting sent', async () => {
    const fields = ['robotName', 'robotWelcomeMsg', 'titleDesc', 'noticeMsg'] as const;
    await Promise.all(fields.map((f, i) => admin.post(AdminPath.channel('demo'), { [f]: `value ${i}` })));
    const info = (await admin.get(AdminPath.channel('demo'))).json().data;
    fields.forEach((f, i) => expect(info[f]).toBe(`value ${i}`));
  });
});
