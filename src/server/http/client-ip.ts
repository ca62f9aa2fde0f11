import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/**
 * The header by which a browser test names the address it stands for (`testClientAddresses`), and the
 * request's variable that holds it once accepted.
 */
export const TEST_CLIENT_HEADER = "x-clubhouse-test-client";

declare module "hono" {
  interface ContextVariableMap {
    /** The address a browser test stands for, once `testClientAddresses` accepted it. */
    testClientIp?: string;
  }
}

/**
 * The caller's address: the socket's, or with TRUST_PROXY the first address of X-Forwarded-For; in a browser
 * test run, the address the test names for itself (`testClientAddresses`).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  const named = c.get("testClientIp");
  if (named) return named;
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketIp(c);
}

/** The address of the socket's peer (undefined for requests made in-process, as in the API tests). */
export function socketIp(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * Mounted only with E2E_TEST_HOOKS (decision 047): every browser test comes from 127.0.0.1, so the limits per
 * address (sign-in, sign-up) made the tests of a run wait for each other's minute. A request from this
 * machine (`isLocal`: the socket's loopback peer, no proxy's header) may name the address it stands for in
 * `X-Clubhouse-Test-Client` (an IPv4 address); `clientIp` answers it, so that each test has limits, sessions'
 * addresses and sign-in alerts of its own, as separate people would. Any other request's header is ignored.
 */
export function testClientAddresses(isLocal: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const named = c.req.header(TEST_CLIENT_HEADER)?.trim();
    if (named && IPV4.test(named) && isLocal(c)) c.set("testClientIp", named);
    await next();
  };
}
