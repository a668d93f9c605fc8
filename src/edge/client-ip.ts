/**
 * The client address the edge vouches for (docs/decisions/0020-trusted-client-address.md). Clients can send any
 * of the usual address headers; the edge drops them all and passes one address of its own choosing in
 * CLIENT_IP_HEADER, which is all the learner API believes.
 */
import { CLIENT_IP_HEADER } from '#contract/bundle.ts';

/** Headers a client may send to claim an address. None of them reaches the API as sent. */
export const CLIENT_ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for', 'true-client-ip', 'x-real-ip', 'forwarded', CLIENT_IP_HEADER] as const;

/**
 * Locally, where a test plays many learners from one machine, the one header that names the client. Honoured only
 * when the edge runs with CLIENT_IP = "local", which the deployable configuration never sets.
 */
export const LOCAL_CLIENT_HEADER = 'x-schoolfront-local-client';

/** `wrangler dev` is bound to loopback by the stack (cli/lib/stack.ts): every local client is this machine. */
export const LOCAL_ADDRESS = '127.0.0.1';

/** Where the address comes from: Cloudflare's CF-Connecting-IP in a deploy, the machine itself locally. */
export type ClientIpSource = 'cloudflare' | 'local';

// An IPv4 or IPv6 address as text; anything else is not an address and is not passed on.
const ADDRESS = /^[0-9a-f.:]{2,45}$/i;

/**
 * The address to pass upstream, or null when the request has none the edge can vouch for.
 * - cloudflare: CF-Connecting-IP, which Cloudflare sets on every request and overwrites when a client sends it.
 * - local: under `wrangler dev` nothing sets CF-Connecting-IP but the client (workerd adds it only when absent),
 *   so it is ignored; a test names its client with LOCAL_CLIENT_HEADER, anyone else is the machine itself.
 */
export function trustedClientIp(request: Request, source: ClientIpSource): string | null {
  const claimed = request.headers.get(source === 'cloudflare' ? 'cf-connecting-ip' : LOCAL_CLIENT_HEADER)?.trim() ?? '';
  if (ADDRESS.test(claimed)) return claimed.toLowerCase();
  return source === 'local' ? LOCAL_ADDRESS : null;
}

/** Replaces every client-sent address header of `headers` with the edge's own CLIENT_IP_HEADER. */
export function setClientIp(headers: Headers, request: Request, source: ClientIpSource): void {
  const address = trustedClientIp(request, source);
  for (const name of [...CLIENT_ADDRESS_HEADERS, LOCAL_CLIENT_HEADER]) headers.delete(name);
  if (address) headers.set(CLIENT_IP_HEADER, address);
}
