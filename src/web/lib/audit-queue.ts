import {
  AUDIT_QUEUE_BATCH,
  AUDIT_QUEUE_FLUSH_MS,
  AUDIT_QUEUE_RETRIES,
  AUDIT_STORAGE_ERROR,
  AUDIT_STORAGE_TIMEOUT_MESSAGE,
  AUDIT_STORAGE_TIMEOUT_MS,
} from "../../shared/audit.ts";
import type { ClientAuditEventInput } from "../../shared/audit-events.ts";

/*
 * The web app's audit queue (issue 17, spec section 9): page views and the user's actions are queued and sent
 * to POST /api/audit/events in batches of 25, or every 3 seconds when fewer are waiting. A send is tried again
 * up to 3 times (short pauses between), each try given 10 seconds. When a batch finally fails, auditing turns
 * itself off for the browser session (sessionStorage): one console warning with AUDIT_STORAGE_ERROR, and the
 * app goes on (spec section 8: no error shown, nothing thrown). A 401 (signed out meanwhile) drops what is
 * queued. When the page is left, what is queued goes with fetch's keepalive.
 *
 * Only zod-free code here: it is part of the signed-in screens' first download (decision 018).
 */

export const AUDIT_EVENTS_PATH = "/api/audit/events";
/** sessionStorage's flag: auditing failed in this browser session and is off until the tab is closed. */
export const AUDIT_DISABLED_KEY = "clubhouse.audit.disabled";
/** The pause before each retry of a send: 250 ms, then 500 ms, then 1 s. */
export const AUDIT_RETRY_BASE_MS = 250;

/** An event as the screens record it: the queue adds its id, its time and the current club. */
export type AuditRecord = Omit<ClientAuditEventInput, "eventId" | "timestamp" | "clubId"> & {
  clubId?: string | undefined;
};

export interface AuditQueueDeps {
  /** Posts a batch's JSON; answers the status. Rejects when the request could not be made. */
  post: (body: string, options: { signal: AbortSignal; keepalive: boolean }) => Promise<number>;
  /** The browser session's storage (null where there is none). */
  storage: () => Pick<Storage, "getItem" | "setItem"> | null;
  warn: (message: string) => void;
  now: () => Date;
  uuid: () => string;
}

function browserStorage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** A version 4 UUID; crypto.randomUUID exists only on secure pages (a club's server on plain http has none). */
export function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const defaultDeps: AuditQueueDeps = {
  post: async (body, { signal, keepalive }) => {
    const response = await fetch(AUDIT_EVENTS_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body,
      signal,
      keepalive,
    });
    return response.status;
  },
  storage: browserStorage,
  warn: (message) => console.warn(message),
  now: () => new Date(),
  uuid,
};

type Outcome = "stored" | "signed-out" | "failed";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AuditQueue {
  private readonly deps: AuditQueueDeps;
  private queue: ClientAuditEventInput[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private sending: Promise<void> | null = null;
  private active = false;
  private clubId: string | null = null;
  private off: boolean;

  constructor(deps: Partial<AuditQueueDeps> = {}) {
    this.deps = { ...defaultDeps, ...deps };
    this.off = this.deps.storage()?.getItem(AUDIT_DISABLED_KEY) === "1";
  }

  /** Whether auditing turned itself off in this browser session. */
  get disabled(): boolean {
    return this.off;
  }

  /** Events waiting to be sent. */
  get pending(): number {
    return this.queue.length;
  }

  /** Signed in, working in `clubId`: events are recorded from now on, naming the club. */
  start(clubId: string | null): void {
    this.active = true;
    this.clubId = clubId;
  }

  /** Signed out (or the signed-in screens left): nothing more is recorded; what is queued still goes. */
  stop(): void {
    this.active = false;
  }

  record(event: AuditRecord): void {
    if (!this.active || this.off) return;
    const clubId = event.clubId ?? this.clubId ?? undefined;
    this.queue.push({
      ...event,
      eventId: this.deps.uuid(),
      timestamp: this.deps.now().toISOString(),
      ...(clubId ? { clubId } : {}),
    });
    if (this.queue.length >= AUDIT_QUEUE_BATCH) void this.flush();
    else this.schedule();
  }

  /** Sends what is queued now (a batch of 25 at most, then more full batches). Never rejects. */
  flush(): Promise<void> {
    this.clearTimer();
    if (this.sending) return this.sending;
    if (this.queue.length === 0 || this.off) return Promise.resolve();
    this.sending = this.drain().finally(() => {
      this.sending = null;
      if (this.queue.length >= AUDIT_QUEUE_BATCH) void this.flush();
      else if (this.queue.length > 0) this.schedule();
    });
    return this.sending;
  }

  /** The page is being left: what is queued goes with keepalive, in one try (no answer is awaited). */
  flushOnExit(): void {
    this.clearTimer();
    if (this.off) return;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, AUDIT_QUEUE_BATCH);
      const controller = new AbortController();
      this.deps
        .post(JSON.stringify({ events: batch }), { signal: controller.signal, keepalive: true })
        .catch(() => undefined);
    }
  }

  private async drain(): Promise<void> {
    do {
      const batch = this.queue.splice(0, AUDIT_QUEUE_BATCH);
      const outcome = await this.deliver(batch);
      if (outcome !== "stored") return;
    } while (this.queue.length >= AUDIT_QUEUE_BATCH);
  }

  private async deliver(batch: ClientAuditEventInput[]): Promise<Outcome> {
    const body = JSON.stringify({ events: batch });
    let last: unknown;
    for (let attempt = 0; attempt <= AUDIT_QUEUE_RETRIES; attempt++) {
      if (attempt > 0) await sleep(AUDIT_RETRY_BASE_MS * 2 ** (attempt - 1));
      try {
        const status = await this.postWithTimeout(body);
        if (status >= 200 && status < 300) return "stored";
        if (status === 401) {
          // Signed out (elsewhere, or the session ended): these events have no session to belong to.
          this.queue = [];
          return "signed-out";
        }
        last = new Error(`The server answered ${status}`);
        // A refusal of the batch itself is not tried again; a busy or failing server is.
        if (status >= 400 && status < 500 && status !== 408 && status !== 429) break;
      } catch (error) {
        last = error;
      }
    }
    this.disable(last);
    return "failed";
  }

  private postWithTimeout(body: string): Promise<number> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(AUDIT_STORAGE_TIMEOUT_MESSAGE));
      }, AUDIT_STORAGE_TIMEOUT_MS);
    });
    return Promise.race([
      this.deps.post(body, { signal: controller.signal, keepalive: false }),
      timeout,
    ]).finally(() => clearTimeout(timer));
  }

  private disable(error: unknown): void {
    this.off = true;
    this.queue = [];
    this.clearTimer();
    try {
      this.deps.storage()?.setItem(AUDIT_DISABLED_KEY, "1");
    } catch {
      // Off for this page at least.
    }
    const reason = error instanceof Error ? error.message : String(error);
    this.deps.warn(`${AUDIT_STORAGE_ERROR}: ${reason}. Auditing is off for this browser session.`);
  }

  private schedule(): void {
    if (this.timer || this.sending) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, AUDIT_QUEUE_FLUSH_MS);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The app's one queue. */
export const auditQueue = new AuditQueue();

const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;
/** Requests that change nothing though they are POSTs (a live count, a preview, a look-up). */
const READS = new Set(["audience", "preview", "lookup"]);
const VERBS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/**
 * A request of the API as an action of the audit log: its path with ids as ":id" (no personal data), and a
 * name from its words ("members.create", "billing.invoices.update"; a POST after an id names its command,
 * "communications.messages.cancel"). Null for what is not a user's action (a read, the audit itself, auth).
 */
export function actionOfRequest(
  method: string,
  path: string,
): { action: string; category: string; requestPath: string; clubId?: string; resourceId?: string } | null {
  const verb = VERBS[method.toUpperCase()];
  const pathname = path.split("?")[0] ?? "";
  if (!verb || !pathname.startsWith("/api/") || pathname.startsWith("/api/audit/")) return null;
  const segments = pathname.slice("/api/".length).split("/").filter(Boolean);
  let clubId: string | undefined;
  if (segments[0] === "clubs" && segments[1] && ID_SEGMENT.test(segments[1])) {
    clubId = segments[1].toLowerCase();
  }
  const isId = (segment: string | undefined) => segment !== undefined && ID_SEGMENT.test(segment);
  const words = segments
    .filter((segment, i) => !isId(segment) && !(clubId && i === 0))
    .map((segment) => segment.replace(/[^a-z0-9-]/gi, "_"));
  const ids = segments.filter((segment, i) => isId(segment) && !(clubId && i === 1));
  const resourceId = ids[ids.length - 1];
  const last = words[words.length - 1];
  if (!last || READS.has(last)) return null;
  // POST /messages/{id}/cancel: a command on the record (not the club's id before the first word).
  const n = segments.length;
  const commandAfterId =
    method.toUpperCase() === "POST" &&
    n >= 2 &&
    !isId(segments[n - 1]) &&
    isId(segments[n - 2]) &&
    !(clubId && n - 2 === 1);
  const action = (commandAfterId ? words : [...words, verb]).join(".").slice(0, 100);
  const requestPath = `/api/${segments.map((s) => (ID_SEGMENT.test(s) ? ":id" : s)).join("/")}`.slice(0, 500);
  return {
    action,
    category: words[0] ?? "api",
    requestPath,
    ...(clubId ? { clubId } : {}),
    ...(resourceId ? { resourceId } : {}),
  };
}

/**
 * Records a request of the API the user made (lib/api.ts calls it for every answer): a change of the club's
 * data or a command, with whether it succeeded and the error's code.
 */
export function recordRequest(method: string, path: string, status: number, errorCode?: string): void {
  const found = actionOfRequest(method, path);
  if (!found) return;
  const success = status >= 200 && status < 400;
  auditQueue.record({
    eventType: "user_action",
    eventCategory: found.category,
    action: found.action,
    requestMethod: method.toUpperCase() as "POST",
    requestPath: found.requestPath,
    ...(found.clubId ? { clubId: found.clubId } : {}),
    ...(found.resourceId ? { resourceId: found.resourceId } : {}),
    success,
    ...(success ? {} : { errorCode: (errorCode ?? `HTTP_${status}`).slice(0, 100) }),
  });
}

/** Records that a screen was opened: its route's path template ("/members/$memberId"), never its values. */
export function recordPageView(routePath: string): void {
  auditQueue.record({
    eventType: "user_action",
    eventCategory: "navigation",
    action: "page_view",
    // An index route's template ends with "/" ("/members/"): the screen is "/members".
    resourceType: routePath.replace(/(.)\/$/, "$1").slice(0, 200) || "/",
  });
}
