/**
 * Every request this server makes on a tenant's behalf (in-chat form targets, large-model endpoints, later
 * webhooks and flow steps) goes through `outboundRequest`, so none of them can be aimed inward:
 *   - the host's addresses are checked after DNS resolution, inside the connection's own lookup, so the address
 *     checked is the address connected to (no DNS rebinding between a check and the connect);
 *   - only public unicast addresses pass: loopback, private, link-local (cloud metadata), carrier-grade NAT,
 *     unique-local, multicast, reserved and IPv6 forms that embed an IPv4 address are refused, unless the
 *     operator lists the network (OUTBOUND_ALLOW_NETWORKS, for intranet deployments);
 *   - redirects are never followed (the 3xx is the answer), answers are cut at `maxBytes`, and the whole
 *     exchange has a time-out.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

export class OutboundTimeout extends Error {
  override name = 'TimeoutError';
}

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Reads the operator's allow-list ("10.0.0.0/8, fd00::/8, 192.168.1.20"); a bare address is a /32 or /128. */
export function parseNetworks(list: readonly string[]): Network[] {
  return list.map((entry) => {
    const s = entry.trim();
    if (s.includes('/')) return ipaddr.parseCIDR(s);
    const addr = ipaddr.parse(s);
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  });
}

/** An address as its plain IPv4 form when it is an IPv4-mapped IPv6 one (::ffff:127.0.0.1 is loopback). */
function canonical(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const addr = ipaddr.parse(address);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) return (addr as ipaddr.IPv6).toIPv4Address();
  return addr;
}

/** Whether this server may connect to the address: public unicast, or inside a network the operator allowed. */
export function addressAllowed(address: string, allowed: readonly Network[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = canonical(address);
  } catch {
    return false;
  }
  if (allowed.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits))) return true;
  return addr.range() === 'unicast';
}

/** The connection's own DNS lookup: resolves every address and refuses the host when any of them is not allowed. */
function guardedLookup(allowed: readonly Network[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = addresses.find((a) => !addressAllowed(a.address, allowed));
      if (refused || addresses.length === 0) {
        return callback(
          new OutboundRefused(`${hostname} resolves to an address this server does not call (${refused?.address ?? 'none'})`),
          '',
          0,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * For clients that open their own connections (SMTP): the host's address, checked as above. Connect to the
 * address answered (with the host name for TLS), never to the name again, so the check cannot be raced.
 */
export async function resolveAllowed(host: string, allowedNetworks: readonly string[]): Promise<string> {
  const allowed = parseNetworks(allowedNetworks);
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    if (!addressAllowed(bare, allowed)) throw new OutboundRefused(`${bare} is an address this server does not call`);
    return bare;
  }
  return new Promise((resolve, reject) => {
    guardedLookup(allowed)(bare, { family: 0 }, (err, address) => (err ? reject(err) : resolve(address as string)));
  });
}

export interface OutboundInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  maxBytes: number;
  /** Networks the operator allowed besides the public internet. */
  allowedNetworks: readonly string[];
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingMessage['headers'];
  /** The body as text, at most maxBytes of it. */
  text: string;
}

export function outboundRequest(url: URL, init: OutboundInit): Promise<OutboundAnswer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new OutboundRefused(`${url.protocol} is not http or https`));
  let allowed: Network[];
  try {
    allowed = parseNetworks(init.allowedNetworks);
  } catch {
    return Promise.reject(new OutboundRefused('OUTBOUND_ALLOW_NETWORKS holds an entry that is not a network'));
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never goes through lookup, so it is checked here.
  if (isIP(host) && !addressAllowed(host, allowed))
    return Promise.reject(new OutboundRefused(`${host} is an address this server does not call`));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const headers = init.body === undefined ? init.headers : { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) };
    const req = send(url, { method: init.method, headers, lookup: guardedLookup(allowed), agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).subarray(0, init.maxBytes).toString('utf8'),
        });
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: what the caller may use is complete, the rest is not waited for.
        if (size >= init.maxBytes) {
          res.destroy();
          finish();
        }
      });
      res.on('end', finish);
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    const timer = setTimeout(() => {
      reject(new OutboundTimeout(`no answer within ${init.timeoutMs} ms`));
      req.destroy();
    }, init.timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(init.body);
  });
}
