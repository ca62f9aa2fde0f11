import { Resolver } from "node:dns/promises";

/** What a TXT lookup found: the records (each record's pieces joined), none, or no answer at all. */
export type TxtLookup =
  | { kind: "found"; records: string[] }
  | { kind: "none" }
  | { kind: "error"; reason: string };

export type TxtLookupFn = (host: string) => Promise<TxtLookup>;

/** The answers of a name that exists without such records, or does not exist: nothing published (yet). */
const NOTHING_PUBLISHED = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

/**
 * TXT lookups through `node:dns/promises`' Resolver, asking `servers` (the DNS_SERVERS setting: "1.1.1.1",
 * "127.0.0.1:5353") or the system's resolvers when none are given. `resolveTxt` answers a record as its
 * character-strings (a DKIM key is split into pieces of at most 255): they are joined into one value.
 */
export function txtLookup(servers: readonly string[]): TxtLookupFn {
  return async (host) => {
    const resolver = new Resolver({ timeout: 2500, tries: 2 });
    if (servers.length > 0) resolver.setServers([...servers]);
    try {
      const answers = await resolver.resolveTxt(host);
      return answers.length === 0
        ? { kind: "none" }
        : { kind: "found", records: answers.map((r) => r.join("")) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (NOTHING_PUBLISHED.has(code)) return { kind: "none" };
      return { kind: "error", reason: code || (error as Error).message };
    }
  };
}

/** The DNS_SERVERS setting as the resolver takes it: a comma- or space-separated list. */
export function dnsServers(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
