import type { Context } from "hono";
import { isLoopback, socketIp } from "./client-ip.ts";

/**
 * Headers that a proxy (reverse proxy, load balancer, CDN, tunnel) adds to a request it passes on, besides
 * every header whose name begins with `x-forwarded` (X-Forwarded-For, -Host, -Proto, -Port, -Server, -Prefix,
 * -Ssl, -Scheme, X-Forwarded itself). A request that carries any of them came through a proxy, whatever the
 * address it came from (decision 021).
 */
export const PROXY_HEADERS = [
  "forwarded",
  "via",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "cf-connecting-ipv6",
  "fastly-client-ip",
  "x-cluster-client-ip",
  "x-envoy-external-address",
  "x-original-forwarded-for",
  "forwarded-for",
] as const;

function cameThroughProxy(headers: Headers): boolean {
  for (const name of headers.keys()) {
    if (name.startsWith("x-forwarded") || (PROXY_HEADERS as readonly string[]).includes(name)) return true;
  }
  return false;
}

/**
 * Whether a request comes from this machine itself and not through a proxy: the socket's peer is a loopback
 * address and the request has none of a proxy's headers. A server declared to be behind a proxy
 * (TRUST_PROXY) answers no request as local: a proxy on the same host that adds no header would otherwise
 * pass. The routes for the machine's own user only (the development mailbox, the browser tests' hooks) ask
 * this.
 */
export function isLocalRequest(c: Context, trustProxy: boolean): boolean {
  return !trustProxy && isLoopback(socketIp(c)) && !cameThroughProxy(c.req.raw.headers);
}
