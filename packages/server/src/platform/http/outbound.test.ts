import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefused, addressAllowed, outboundRequest, parseNetworks } from './outbound.js';

const none = parseNetworks([]);

describe('addressAllowed', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '2002:7f00:1::',
    'not-an-address',
  ])('S-OB1 refuses %s', (address) => {
    expect(addressAllowed(address, none)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'S-OB1 allows the public address %s',
    (address) => {
      expect(addressAllowed(address, none)).toBe(true);
    },
  );

  it('S-OB1 allows what the operator listed, and only that', () => {
    const intranet = parseNetworks(['10.0.0.0/8', '127.0.0.1']);
    expect(addressAllowed('10.20.30.40', intranet)).toBe(true);
    expect(addressAllowed('127.0.0.1', intranet)).toBe(true);
    expect(addressAllowed('127.0.0.2', intranet)).toBe(false);
    expect(addressAllowed('169.254.169.254', intranet)).toBe(false);
    expect(() => parseNetworks(['10.0.0.0/99'])).toThrow();
  });
});

describe('outboundRequest', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (req.url === '/hang') res.writeHead(200).write('partial');
      else if (req.url === '/big') res.writeHead(200).end('x'.repeat(100_000));
      else {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ got: body })));
      }
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  });

  const base = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    timeoutMs: 2000,
    maxBytes: 1000,
    allowedNetworks: [] as string[],
  };

  it.each([
    (p: number) => `http://127.0.0.1:${p}/x`,
    (p: number) => `http://localhost:${p}/x`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/x`,
    (p: number) => `http://0.0.0.0:${p}/x`,
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://127.0.0.1:6379/',
  ])('S-OB1 refuses an inward target before sending anything (%#)', async (target) => {
    const before = hits.length;
    await expect(outboundRequest(new URL(target(port)), { ...base, body: '{}' })).rejects.toBeInstanceOf(OutboundRefused);
    expect(hits.length).toBe(before);
  });

  it('S-OB1 reaches a network the operator allowed, by name too, and sends the body', async () => {
    const allowed = { ...base, allowedNetworks: ['127.0.0.0/8', '::1'] };
    const res = await outboundRequest(new URL(`http://localhost:${port}/echo`), { ...allowed, body: '{"a":1}' });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ got: '{"a":1}' });
  });

  it('S-OB2 does not follow redirects, cuts long answers, and gives up on a silent server', async () => {
    const allowed = { ...base, allowedNetworks: ['127.0.0.1/32'] };
    const redirect = await outboundRequest(new URL(`http://127.0.0.1:${port}/redirect`), allowed);
    expect(redirect.status).toBe(302);
    expect((await outboundRequest(new URL(`http://127.0.0.1:${port}/big`), allowed)).text).toHaveLength(1000);
    await expect(outboundRequest(new URL(`http://127.0.0.1:${port}/hang`), { ...allowed, timeoutMs: 200 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('S-OB1 refuses schemes other than http and https', async () => {
    await expect(outboundRequest(new URL('file:///etc/passwd'), base)).rejects.toBeInstanceOf(OutboundRefused);
  });
});
