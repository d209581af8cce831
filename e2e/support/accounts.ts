import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SMTPServer } from 'smtp-server';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_SECRET, ROOT } from './server';

/* What the account specs share (issue 30): an SMTP catcher, the links it caught, the workspace command, sign-in. */

export interface Mail {
  to: string;
  text: string;
}

export interface Catcher {
  port: number;
  mails: Mail[];
  /** The newest account link mailed to `to` after `after` mails, waiting for the job worker to send it. */
  mailedLink(to: string, after?: number): Promise<string>;
  mailsTo(to: string): number;
  close(): Promise<void>;
}

/** The SMTP catcher: each mail's recipient and its decoded text part. */
export async function catcher(): Promise<Catcher> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo[0]!.address, text: textPart(raw) });
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const mailsTo = (to: string) => mails.filter((m) => m.to === to).length;
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    mailsTo,
    async mailedLink(to, after = 0) {
      await expect.poll(() => mailsTo(to), { timeout: 15_000 }).toBeGreaterThan(after);
      const text = mails.filter((m) => m.to === to).at(-1)!.text;
      return /https?:\/\/\S+\/console\/account#\S+/.exec(text)![0];
    },
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** The text/plain part of a MIME message, quoted-printable or base64 decoded. */
function textPart(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?Content-Transfer-Encoding: ([\w-]+)\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/i.exec(
      raw,
    );
  if (!part) return raw;
  const [, encoding, body] = part;
  const bytes =
    encoding!.toLowerCase() === 'base64'
      ? Buffer.from(body!.replace(/\s/g, ''), 'base64')
      : encoding!.toLowerCase() === 'quoted-printable'
        ? Buffer.from(
            body!.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          )
        : Buffer.from(body!, 'latin1');
  return bytes.toString('utf8');
}

/** `npm run parley -- workspace create …` as the built command, on the server's data: answers the new workspace's id and the output. */
export async function createWorkspaceByCommand(args: string[], env: Record<string, string>): Promise<{ tenantId: string; stdout: string }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'packages/server/dist/cli/parley.js'), 'workspace', 'create', ...args],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', SECRET: E2E_SECRET, ...env },
    },
  );
  return { tenantId: /created: (\S+)/.exec(stdout)![1]!, stdout };
}

/** Accepts an invitation on its page: the name and password, then the account is ready and signed in. */
export async function acceptInvitation(page: Page, link: string, name: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Your account is ready and you are signed in.')).toBeVisible();
}
