import { z } from "zod";
import { message } from "./i18n/zod.ts";
import { text } from "./text.ts";

/** The zone a club whose stored zone this runtime does not know is read in (its daily jobs and dates too). */
export const FALLBACK_TIME_ZONE = "UTC";

let listed: Set<string> | undefined;
function listedZones(): Set<string> {
  if (!listed) {
    let names: string[] = [];
    try {
      names = Intl.supportedValuesOf("timeZone");
    } catch {
      // A runtime without the list: any zone Intl knows is taken as it resolves it.
    }
    listed = new Set([...names, "UTC"]);
  }
  return listed;
}

/**
 * The time zones this runtime knows, as `Intl.supportedValuesOf('timeZone')` lists them (its IANA names,
 * e.g. Asia/Calcutta), and UTC; sorted. On the server, the zones a club may have (GET /api/time-zones), which
 * the settings screen offers (decision 021).
 */
export function timeZoneNames(): string[] {
  return [...listedZones()].sort();
}

/**
 * The listed name of a zone, or undefined when this runtime does not know it: a listed name as it is, and
 * any other name Intl accepts as its listed equivalent (an alias such as US/Eastern or Asia/Kolkata, any
 * letter case). Offsets (+05:30) and Etc/GMT±N are not listed, so not taken.
 */
export function canonicalTimeZone(name: string): string | undefined {
  const zones = listedZones();
  if (zones.has(name)) return name;
  // Resolving a name that is not listed makes a formatter (and throws for an unknown one): once per name.
  if (!resolvedNames.has(name)) resolvedNames.set(name, resolve(name, zones));
  return resolvedNames.get(name);
}

const resolvedNames = new Map<string, string | undefined>();

function resolve(name: string, zones: ReadonlySet<string>): string | undefined {
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
    return zones.has(resolved) || zones.size === 1 ? resolved : undefined;
  } catch {
    return undefined;
  }
}

/** The zone a club's dates, times and daily jobs go by: its stored zone as listed, else FALLBACK_TIME_ZONE. */
export function clubTimeZone(stored: string): string {
  return canonicalTimeZone(stored) ?? FALLBACK_TIME_ZONE;
}

/** A club's time zone: one this runtime knows (the server stores it as `canonicalTimeZone` names it). */
const fromList = message((m) => m.timeZones.fromList);
export const timeZoneSchema = text()
  .min(
    1,
    message((m) => m.timeZones.choose),
  )
  .max(64, fromList)
  .refine((name) => canonicalTimeZone(name) !== undefined, fromList);

/** GET /api/time-zones. */
export const timeZoneListSchema = z.object({ timeZones: z.array(z.string()) });
export type TimeZoneList = z.infer<typeof timeZoneListSchema>;
