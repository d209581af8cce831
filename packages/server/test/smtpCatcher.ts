import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A real SMTP server on a free port that keeps every mail: its envelope recipients and the raw message. */
export interface CaughtMail {
  rcptTo: string[];
  body: string;
}
export interface SmtpCatcher {
  port: number;
  mails: CaughtMail[];
  close(): Promise<void>;
}

export async function startSmtpCatcher(login?: { user: string; pass: string }): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      const good = login && auth.username === login.user && auth.password === login.pass;
      cb(good ? null : new Error('bad login'), { user: auth.username });
    },
    onData(stream, session, cb) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        mails.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), body });
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
