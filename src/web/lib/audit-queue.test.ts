import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AUDIT_QUEUE_BATCH,
  AUDIT_QUEUE_FLUSH_MS,
  AUDIT_QUEUE_RETRIES,
  AUDIT_STORAGE_ERROR,
  AUDIT_STORAGE_TIMEOUT_MESSAGE,
  AUDIT_STORAGE_TIMEOUT_MS,
} from "../../shared/audit.ts";
import {
  AUDIT_DISABLED_KEY,
  AuditQueue,
  type AuditQueueDeps,
  actionOfRequest,
  auditQueue,
  recordPageView,
  recordRequest,
} from "./audit-queue.ts";

const CLUB = "6f1c1a52-7d7e-4f7b-9a55-1f0a3c2b9d10";

/** A sessionStorage of its own. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function setUp(answer: (body: string, keepalive: boolean) => Promise<number> = async () => 202) {
  const storage = memoryStorage();
  const sent: { events: { action: string; clubId?: string; eventId: string }[]; keepalive: boolean }[] = [];
  const post = vi.fn<AuditQueueDeps["post"]>(async (body, { keepalive }) => {
    sent.push({ ...JSON.parse(body), keepalive });
    return answer(body, keepalive);
  });
  const warn = vi.fn();
  let n = 0;
  const queue = new AuditQueue({
    post,
    storage: () => storage,
    warn,
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`,
  });
  queue.start(CLUB);
  const view = (i = 0) =>
    queue.record({ eventType: "user_action", eventCategory: "navigation", action: `page_view_${i}` });
  return { queue, post, sent, warn, storage, view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the audit queue", () => {
  it("sends 25 events at once in one batch, naming the club", async () => {
    const { sent, view } = setUp();
    for (let i = 0; i < AUDIT_QUEUE_BATCH; i++) view(i);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(AUDIT_QUEUE_BATCH);
    expect(sent[0]?.events[0]).toMatchObject({ action: "page_view_0", clubId: CLUB });
    expect(new Set(sent[0]?.events.map((e) => e.eventId)).size).toBe(AUDIT_QUEUE_BATCH);
    // Nothing left for the timer.
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS);
    expect(sent).toHaveLength(1);
  });

  it("sends fewer events after 3 seconds, not before", async () => {
    const { sent, view } = setUp();
    view(1);
    view(2);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS - 1);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events.map((e) => e.action)).toEqual(["page_view_1", "page_view_2"]);
  });

  it("sends 26 events as a batch of 25, then the last one after 3 seconds", async () => {
    const { sent, view } = setUp();
    for (let i = 0; i < AUDIT_QUEUE_BATCH + 1; i++) view(i);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.events.length)).toEqual([25]);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS);
    expect(sent.map((b) => b.events.length)).toEqual([25, 1]);
  });

  it("tries a failed send 3 more times, then turns auditing off for the browser session with one warning", async () => {
    const { queue, post, sent, warn, storage, view } = setUp(async () => {
      throw new TypeError("Failed to fetch");
    });
    view(1);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(post).toHaveBeenCalledTimes(1 + AUDIT_QUEUE_RETRIES);
    // The same batch each time: the server stores each event once.
    expect(new Set(sent.map((b) => b.events[0]?.eventId)).size).toBe(1);
    expect(queue.disabled).toBe(true);
    expect(storage.getItem(AUDIT_DISABLED_KEY)).toBe("1");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(AUDIT_STORAGE_ERROR);

    // Later events are not sent, and nothing is thrown.
    view(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(1 + AUDIT_QUEUE_RETRIES);
    expect(warn).toHaveBeenCalledTimes(1);
    // A new page of the same browser session starts with auditing off.
    const again = new AuditQueue({ post, storage: () => storage, warn });
    expect(again.disabled).toBe(true);
  });

  it("gives each try 10 seconds: 'Storage operation timed out after 10 seconds'", async () => {
    const { post, warn, view } = setUp(() => new Promise<number>(() => undefined));
    view(1);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS);
    await vi.advanceTimersByTimeAsync(AUDIT_STORAGE_TIMEOUT_MS - 1);
    expect(post).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    const aborted = post.mock.calls[0]?.[1].signal;
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync((AUDIT_STORAGE_TIMEOUT_MS + 2_000) * AUDIT_QUEUE_RETRIES);
    expect(post).toHaveBeenCalledTimes(1 + AUDIT_QUEUE_RETRIES);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `${AUDIT_STORAGE_ERROR}: ${AUDIT_STORAGE_TIMEOUT_MESSAGE}. Auditing is off for this browser session.`,
    );
  });

  it("recovers when a retry succeeds, and stays on", async () => {
    let calls = 0;
    const { queue, post, warn, view } = setUp(async () => (++calls === 1 ? 503 : 202));
    view(1);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS + 1_000);
    expect(post).toHaveBeenCalledTimes(2);
    expect(queue.disabled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("drops what is queued on a 401 (signed out) without turning auditing off", async () => {
    const { queue, post, warn, view } = setUp(async () => 401);
    view(1);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS + 5_000);
    expect(post).toHaveBeenCalledTimes(1);
    expect(queue.pending).toBe(0);
    expect(queue.disabled).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it("records nothing while nobody is signed in, and sends what is queued with keepalive when the page is left", async () => {
    const { queue, sent, view } = setUp();
    queue.stop();
    view(1);
    expect(queue.pending).toBe(0);
    queue.start(CLUB);
    view(2);
    queue.flushOnExit();
    expect(sent).toEqual([{ events: [expect.objectContaining({ action: "page_view_2" })], keepalive: true }]);
    await vi.advanceTimersByTimeAsync(AUDIT_QUEUE_FLUSH_MS);
    expect(sent).toHaveLength(1);
  });
});

describe("a request as an action", () => {
  it("names the change without personal data, with the club and the record's ids", () => {
    const member = "0b5f3a8e-2c1d-4e6f-8a9b-0c1d2e3f4a5b";
    expect(actionOfRequest("POST", `/api/clubs/${CLUB}/members`)).toEqual({
      action: "members.create",
      category: "members",
      requestPath: "/api/clubs/:id/members",
      clubId: CLUB,
    });
    expect(actionOfRequest("PATCH", `/api/clubs/${CLUB}/members/${member}`)).toMatchObject({
      action: "members.update",
      resourceId: member,
      requestPath: "/api/clubs/:id/members/:id",
    });
    expect(
      actionOfRequest("POST", `/api/clubs/${CLUB}/communications/messages/${member}/cancel`),
    ).toMatchObject({
      action: "communications.messages.cancel",
      category: "communications",
    });
    expect(actionOfRequest("PUT", "/api/me/language")).toMatchObject({ action: "me.language.update" });
    expect(actionOfRequest("GET", `/api/clubs/${CLUB}/members`)).toBeNull();
    expect(actionOfRequest("POST", `/api/clubs/${CLUB}/communications/audience`)).toBeNull();
    expect(actionOfRequest("POST", "/api/audit/events")).toBeNull();
  });
});

describe("the app's queue", () => {
  it("sends page views under their route's template and changes with their outcome to /api/audit/events", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 202 }));
    vi.stubGlobal("fetch", fetch);
    try {
      auditQueue.start(CLUB);
      recordPageView("/members/");
      recordPageView("/");
      recordRequest("DELETE", `/api/clubs/${CLUB}/members/12`, 403, "FORBIDDEN");
      recordRequest("GET", `/api/clubs/${CLUB}/members`, 200);
      await auditQueue.flush();
      auditQueue.stop();
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] ?? [];
      expect(url).toBe("/api/audit/events");
      const { events } = JSON.parse(String(init?.body)) as { events: Record<string, unknown>[] };
      expect(events.map((e) => [e.action, e.resourceType ?? e.requestPath, e.success, e.clubId])).toEqual([
        ["page_view", "/members", undefined, CLUB],
        ["page_view", "/", undefined, CLUB],
        ["members.delete", "/api/clubs/:id/members/:id", false, CLUB],
      ]);
      expect(events[2]).toMatchObject({ errorCode: "FORBIDDEN", resourceId: "12", requestMethod: "DELETE" });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
