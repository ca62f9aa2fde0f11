/*
 * What becomes of each session's own record (issue 17): better-auth's session hooks call these. The sessions
 * module implements them (modules/sessions/sessions.service.ts) and app.ts passes them to `createAuth`, since
 * infrastructure imports no module (decision 047).
 */

/** What better-auth tells a hook of the endpoint that runs it (null outside an endpoint). */
export interface HookContext {
  path?: string;
  params?: Record<string, unknown>;
}

/** A session as better-auth hands it to its hooks. */
export interface AuthSession {
  id: string;
  userId: string;
  expiresAt: Date;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface SessionHooks {
  started(session: AuthSession, context: HookContext | null): Promise<void>;
  ended(session: AuthSession, context: HookContext | null): Promise<void>;
}
