import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, auditTrail, securityAlerts } from "../../src/server/db/schema/audit.ts";
import {
  clubs,
  members,
  membershipEvents,
  membershipTypes,
  taxRates,
} from "../../src/server/db/schema/clubs.ts";
import { messages, messageTemplates } from "../../src/server/db/schema/communications.ts";
import { paymentCredentials } from "../../src/server/db/schema/payments.ts";
import { golfSocietyRequests } from "../../src/server/db/schema/visitors.ts";
import { CLUB_DEFAULTS, DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import { csvColumns } from "../../src/shared/members.ts";
import { type Role, rolePermissions } from "../../src/shared/permissions.ts";
import { PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { giveRole, userIdOf } from "../helpers/roles.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";
import { sessionIdsOf } from "../helpers/user-sessions.ts";

// Every club-scoped endpoint, called by every role with a valid body: the permission table of product
// decisions section 2 decides the answer, a refusal carries the spec's text and changes nothing, and another
// club's id answers 404 whoever asks.

const CLUB_A = "Riverside Golf Club";
const CLUB_B = "Hilltop Tennis Club";
const DOOMED = "Doomed Golf Club";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const MALFORMED_ID = "not-a-uuid";
const ROLES: readonly Role[] = ["owner", "admin", "manager", "member"];

const MEMBERS_DENIED = "Access denied. Only club owners can view member lists.";
const MEMBER_DELETE_DENIED = "Only owners and admins can delete members.";
const MEMBERSHIP_TYPES_DENIED =
  "You do not have permission to manage membership types. Only owners and admins can change them.";
const SETTINGS_DENIED =
  "You do not have permission to update club settings. Only owners and admins can modify club information.";
const SETTINGS_VIEW_DENIED =
  "You do not have permission to view club settings. Only owners and admins can view club information.";
const HOURS_DENIED =
  "You do not have permission to update club settings. Only owners and admins can modify operating hours.";
/** Each role's one label, as every screen, message and e-mail writes it. */
const LABEL: Record<Role, string> = { owner: "Owner", admin: "Admin", manager: "Manager", member: "Member" };
const BRANDING_DENIED = (role: Role, club: string) =>
  `You do not have permission to update club branding. Only owners and admins can modify branding settings. Current role: ${LABEL[role]} (Club: ${club})`;
const IMAGE_DENIED = (action: string) => (role: Role) =>
  `You do not have permission to update club branding. Only owners and admins can ${action}. Current role: ${LABEL[role]} (Club: ${CLUB_A})`;
const DELETE_DENIED = "Only club owners can delete their clubs";
const PAYMENTS_DENIED = "Only club owners can manage payment credentials";
const GOLF_SETTINGS_DENIED =
  "You do not have permission to change golf settings. Only owners and admins can.";
const ADMINS_DENIED =
  "You do not have permission to manage administrators. Only owners and admins can invite or change administrators.";

let t: TestApp;
const as = {} as Record<Role, Client>;
let stranger: Client;
let ownerB: Client;
let clubA = "";
let clubB = "";

async function createClub(client: Client, name: string, email: string): Promise<string> {
  const res = await client.post("/api/clubs", { name, email });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  // The sending domain's verify asks a DNS server: here one that is not there (the lookups fail at once).
  t = await createTestApp({ env: { TRUST_PROXY: "true", DNS_SERVERS: "127.0.0.1:9" } });
  as.owner = await signedInClient(t, "perm-owner@example.com", { firstName: "Olive", lastName: "Owner" });
  as.admin = await signedInClient(t, "perm-admin@example.com", { firstName: "Adam", lastName: "Admin" });
  as.manager = await signedInClient(t, "perm-manager@example.com", { firstName: "Mia", lastName: "Manager" });
  as.member = await signedInClient(t, "perm-member@example.com", { firstName: "Max", lastName: "Member" });
  stranger = await signedInClient(t, "perm-stranger@example.com", { firstName: "Sam", lastName: "Stranger" });
  ownerB = await signedInClient(t, "perm-owner-b@example.com", { firstName: "Bea", lastName: "Other" });

  clubA = await createClub(as.owner, CLUB_A, "office@riverside.example");
  await giveRole(t, clubA, "perm-admin@example.com", "admin");
  await giveRole(t, clubA, "perm-manager@example.com", "manager");
  await giveRole(t, clubA, "perm-member@example.com", "member");

  // Club B has data of its own, so that a request that wrongly reached it would show.
  clubB = await createClub(ownerB, CLUB_B, "hello@hilltop.example");
  const stored = await ownerB.request(`/api/clubs/${clubB}/payment-credentials/stripe`, {
    method: "PUT",
    json: { credentials: { secretKey: "sk_test_club_b_secret_0000" } },
  });
  expect(stored.status).toBe(200);
});
afterAll(() => t.close());

/** Everything a refused request must leave as it was: the club row, its credentials, the audit trail. */
async function snapshot(clubId: string) {
  const db = t.database.db;
  const [club] = await db.select().from(clubs).where(eq(clubs.id, clubId));
  const credentials = await db.select().from(paymentCredentials).where(eq(paymentCredentials.clubId, clubId));
  const [audit] = await db.select({ n: count() }).from(auditTrail);
  return { club, credentials, auditEntries: audit?.n };
}

type Settings = {
  id: string;
  profile: Record<string, unknown>;
  operatingHours: unknown;
  branding: Record<string, unknown>;
  theme: string;
  communication: unknown;
  financial: unknown;
  membership: unknown;
};

/** Valid bodies that differ from role to role, so that a write let through by mistake would show. */
const pick = <T>(role: Role, values: Record<Role, T>): T => values[role];

const bodies = {
  profile: (role: Role) => ({
    name: CLUB_A,
    description: `Described by the ${role}.`,
    tagline: `The ${role}'s tagline`,
    email: "office@riverside.example",
    contactNumber: "+1 555 0100",
    website: "https://riverside.example",
    address: { address: "1 River Road", city: "Riverside", state: "CA", postalCode: "92501", country: "USA" },
    currency: pick(role, { owner: "EUR", admin: "GBP", manager: "CHF", member: "JPY" }),
    timezone: "America/Los_Angeles",
    availableSports: ["golf", role],
    sportContacts: [
      { sport: "golf", name: `Pro of the ${role}`, email: "pro@riverside.example", phone: "555" },
    ],
    preferences: { language: "en", dateFormat: "DD/MM/YYYY", timeFormat: "24" },
    foundedYear: pick(role, { owner: 1898, admin: 1921, manager: 1950, member: 1999 }),
  }),
  hours: (role: Role) => ({
    ...DEFAULT_SETTINGS_HOURS,
    monday: {
      isOpen: true,
      openTime: pick(role, { owner: "06:00", admin: "06:30", manager: "07:00", member: "07:30" }),
      closeTime: "20:00",
    },
  }),
  branding: (role: Role) =>
    pick(role, {
      owner: { primaryColor: "#1a7f37", emailTheme: "modern", theme: "dark" },
      admin: { primaryColor: "#0b5394", emailTheme: "classic", theme: "light" },
      manager: { primaryColor: "#990000", emailTheme: "minimal", theme: "dark" },
      member: { primaryColor: "#ff9900", emailTheme: "default", theme: "light" },
    }),
  communication: (role: Role) => ({
    ...CLUB_DEFAULTS.communication,
    defaultSenderName: `Front desk (${role})`,
    newsletterEnabled: role !== "admin",
  }),
  financial: (role: Role) => ({
    ...CLUB_DEFAULTS.financial,
    lateFeePercentage: pick(role, { owner: 7.5, admin: 8, manager: 9, member: 10 }),
    invoiceTerms: `Net ${pick(role, { owner: 14, admin: 21, manager: 45, member: 60 })}`,
  }),
  membership: (role: Role) => ({
    ...CLUB_DEFAULTS.membership,
    memberIdPrefix: pick(role, { owner: "OWN", admin: "ADM", manager: "MGR", member: "MEM" }),
    gracePeriodDays: pick(role, { owner: 10, admin: 20, manager: 40, member: 50 }),
  }),
  credentials: (role: Role) => ({ credentials: { secretKey: `sk_test_${role}_secret_${role.length}abc` } }),
  gateway: (role: Role) => ({ provider: "stripe", testMode: role !== "owner" }),
  invitation: (role: Role) => ({
    email: `invited-by-${role}@example.com`,
    role: "member",
    message: `From the ${role}`,
  }),
};

interface Endpoint {
  /** "METHOD path" as the route files name it. */
  label: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (clubId: string) => string;
  body?: (role: Role) => unknown;
  /** The status a role the permission table allows gets (422 for an upload of a text file). */
  ok: 200 | 201 | 202 | 204 | 422;
  /** Which roles the permission table allows (product decisions section 2). */
  allowed: readonly Role[];
  /** The title of the 403 a refused role gets. */
  denied: (role: Role) => string;
  /** The order in which the roles call it; deletions come after the refusals, with something to delete. */
  order?: readonly Role[];
  /** What an allowed call must have done. */
  verify?: (res: Response, role: Role) => Promise<void>;
  /** Whether an allowed call must change the club's data (true for every write unless told). */
  changes?: boolean;
  /** Sets the scene before each role's call. */
  prepare?: () => Promise<void>;
  /** How the test names an allowed call. */
  allowedVerdict?: string;
}

const OWNER_AND_ADMIN: readonly Role[] = ["owner", "admin"];
const OWNER_ONLY: readonly Role[] = ["owner"];
const EVERY_ROLE: readonly Role[] = ROLES;

const settingsPut = (
  section: keyof typeof bodies & ("profile" | "hours" | "communication" | "financial" | "membership"),
  denied: string,
  saved: (settings: Settings) => unknown,
): Endpoint => ({
  label: `PUT /api/clubs/{clubId}/settings/${section}`,
  method: "PUT",
  path: (id) => `/api/clubs/${id}/settings/${section}`,
  body: bodies[section],
  ok: 200,
  allowed: OWNER_AND_ADMIN,
  denied: () => denied,
  async verify(res, role) {
    const settings = (await res.json()) as Settings;
    expect(settings.id).toBe(clubA);
    expect(saved(settings)).toEqual(bodies[section](role));
  },
});

/** The club's sending domain (communications/domain.routes.ts): owner and admin, as the settings. */
function domainEndpoints(): Endpoint[] {
  const path = (id: string) => `/api/clubs/${id}/communications/domain`;
  const ensureDomain = async () => {
    const state = (await (await as.owner.request(path(clubA))).json()) as { domain: unknown };
    if (!state.domain) {
      expect((await as.owner.post(`${path(clubA)}/setup`, { domain: "mail.riverside.example" })).status).toBe(
        200,
      );
    }
  };
  return [
    {
      label: "POST /api/clubs/{clubId}/communications/domain/setup",
      method: "POST",
      path: (id) => `${path(id)}/setup`,
      body: (role) => ({ domain: `${role}.riverside.example` }),
      ok: 200,
      allowed: OWNER_AND_ADMIN,
      denied: () => SETTINGS_DENIED,
      async verify(res, role) {
        const { domain } = (await res.json()) as { domain: { domain: string; verified: boolean } };
        expect(domain).toMatchObject({ domain: `${role}.riverside.example`, verified: false });
      },
    },
    {
      label: "GET /api/clubs/{clubId}/communications/domain",
      method: "GET",
      path,
      ok: 200,
      allowed: OWNER_AND_ADMIN,
      denied: () => SETTINGS_VIEW_DENIED,
      prepare: ensureDomain,
      async verify(res) {
        expect(((await res.json()) as { domain: { records: unknown[] } }).domain.records).toHaveLength(3);
      },
    },
    {
      label: "POST /api/clubs/{clubId}/communications/domain/verify",
      method: "POST",
      path: (id) => `${path(id)}/verify`,
      ok: 200,
      allowed: OWNER_AND_ADMIN,
      denied: () => SETTINGS_DENIED,
      prepare: ensureDomain,
      async verify(res) {
        expect(((await res.json()) as { verified: boolean }).verified).toBe(false);
      },
    },
    {
      label: "DELETE /api/clubs/{clubId}/communications/domain",
      method: "DELETE",
      path,
      ok: 200,
      allowed: OWNER_AND_ADMIN,
      denied: () => SETTINGS_DENIED,
      order: ["manager", "member", "admin", "owner"],
      prepare: ensureDomain,
      async verify(res) {
        expect(((await res.json()) as { success: boolean }).success).toBe(true);
      },
    },
  ];
}

// A real 2 × 2 PNG, sent by the roles that are refused. The owner and admin send a text file instead: it
// shows that they pass the permission check (the image check answers 422, where a refusal would be 403)
// without storing a file, because the test app keeps its files under DATA_DIR=/nonexistent.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQqjeXqjdngFAAFloDQWtifjEAAAAASUVORK5CYII=",
  "base64",
);
const NOT_AN_IMAGE = "Upload a PNG, JPEG or WebP image.";
function imageForm(role: Role, kind: "logo" | "favicon"): FormData {
  const form = new FormData();
  if (role === "owner" || role === "admin") {
    form.append("file", new Blob(["not an image"], { type: "image/png" }), `${kind}.png`);
  } else {
    form.append("file", new Blob([PNG], { type: "image/png" }), `${kind}.png`);
  }
  return form;
}

/** POST and DELETE /api/clubs/{clubId}/branding/{logo|favicon}. */
function imageEndpoints(kind: "logo" | "favicon"): Endpoint[] {
  const field = kind === "logo" ? "logoUrl" : "faviconUrl";
  const existing = `https://cdn.example.com/riverside-${kind}.png`;
  return [
    {
      label: `POST /api/clubs/{clubId}/branding/${kind}`,
      method: "POST",
      path: (id) => `/api/clubs/${id}/branding/${kind}`,
      body: (role) => imageForm(role, kind),
      ok: 422,
      allowed: OWNER_AND_ADMIN,
      denied: IMAGE_DENIED(kind === "logo" ? "upload logos" : "upload favicons"),
      changes: false,
      allowedVerdict: "passes the permission check (a text file answers 422, not 403)",
      async verify(res) {
        expect(await res.json()).toEqual({
          code: "VALIDATION_FAILED",
          title: NOT_AN_IMAGE,
          fields: [{ path: "file", message: NOT_AN_IMAGE }],
        });
      },
    },
    {
      label: `DELETE /api/clubs/{clubId}/branding/${kind}`,
      method: "DELETE",
      path: (id) => `/api/clubs/${id}/branding/${kind}`,
      ok: 200,
      allowed: OWNER_AND_ADMIN,
      denied: IMAGE_DENIED("modify branding settings"),
      order: ["manager", "member", "admin", "owner"],
      // Each role faces a club with an image to remove (an address of another host: no file to delete).
      async prepare() {
        const [club] = await t.database.db.select().from(clubs).where(eq(clubs.id, clubA));
        const branding = { ...(club?.brandingSettings as object), [field]: existing };
        await t.database.db.update(clubs).set({ brandingSettings: branding }).where(eq(clubs.id, clubA));
      },
      async verify(res) {
        const settings = (await res.json()) as Settings;
        expect(settings.branding[field]).toBeNull();
        const { club } = await snapshot(clubA);
        expect(club?.brandingSettings).toMatchObject({ [field]: null });
      },
    },
  ];
}

const credentialsPath = (id: string) => `/api/clubs/${id}/payment-credentials/stripe`;
const hintOf = (role: Role) => `…${bodies.credentials(role).credentials.secretKey.slice(-4)}`;

// Membership types (decision 012): every role reads them, owners and admins change them; a membership is
// changed by those who manage members. The ids in the paths are club A's (valid ids for the 404 sweep).
let annualTypeId = UNKNOWN_ID;
let renewedMemberId = UNKNOWN_ID;
const membershipEndpoints: Endpoint[] = [
  {
    label: "GET /api/clubs/{clubId}/membership-types",
    method: "GET",
    path: (id) => `/api/clubs/${id}/membership-types`,
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    async verify(res) {
      const { membershipTypes: types } = (await res.json()) as { membershipTypes: { code: string }[] };
      expect(types.map((ty) => ty.code)).toEqual(expect.arrayContaining(["monthly", "annual", "lifetime"]));
    },
  },
  {
    label: "POST /api/clubs/{clubId}/membership-types",
    method: "POST",
    path: (id) => `/api/clubs/${id}/membership-types`,
    body: (role) => ({ name: `Chosen by the ${role}`, priceMinor: 1000, billingPeriod: "annual" }),
    ok: 201,
    allowed: OWNER_AND_ADMIN,
    denied: () => MEMBERSHIP_TYPES_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        name: `Chosen by the ${role}`,
        code: `chosen-by-the-${role}`,
      });
    },
  },
  {
    label: "PATCH /api/clubs/{clubId}/membership-types/{typeId}",
    method: "PATCH",
    path: (id) => `/api/clubs/${id}/membership-types/${annualTypeId}`,
    body: (role) => ({ description: `Described by the ${role}.` }),
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => MEMBERSHIP_TYPES_DENIED,
    async prepare() {
      const [annual] = await t.database.db
        .select({ id: membershipTypes.id })
        .from(membershipTypes)
        .where(and(eq(membershipTypes.clubId, clubA), eq(membershipTypes.code, "annual")));
      annualTypeId = annual?.id ?? UNKNOWN_ID;
    },
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ code: "annual", description: `Described by the ${role}.` });
    },
  },
  {
    label: "POST /api/clubs/{clubId}/members/{memberId}/membership",
    method: "POST",
    path: (id) => `/api/clubs/${id}/members/${renewedMemberId}/membership`,
    body: (role) => ({ action: "renew", note: `Renewed by the ${role}` }),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => MEMBERS_DENIED,
    // Each role faces a member of its own whose membership has ended.
    async prepare() {
      const [row] = await t.database.db
        .insert(members)
        .values({ clubId: clubA, membershipStatus: "expired", membershipEndDate: "2025-01-31" })
        .returning({ id: members.id });
      renewedMemberId = row?.id ?? UNKNOWN_ID;
    },
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ id: renewedMemberId, membershipStatus: "active" });
      const history = await t.database.db
        .select()
        .from(membershipEvents)
        .where(eq(membershipEvents.memberId, renewedMemberId));
      expect(history).toMatchObject([{ action: "renewed", note: `Renewed by the ${role}` }]);
    },
  },
];

const endpoints: Endpoint[] = [
  {
    label: "GET /api/clubs/{clubId}/admins",
    method: "GET",
    path: (id) => `/api/clubs/${id}/admins`,
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => ADMINS_DENIED,
    async verify(res) {
      const { admins } = (await res.json()) as { admins: { email: string; role: string }[] };
      expect(admins[0]).toMatchObject({ email: "perm-owner@example.com", role: "owner" });
    },
  },
  {
    label: "POST /api/clubs/{clubId}/invitations",
    method: "POST",
    path: (id) => `/api/clubs/${id}/invitations`,
    body: bodies.invitation,
    ok: 201,
    allowed: OWNER_AND_ADMIN,
    denied: () => ADMINS_DENIED,
    async verify(res, role) {
      const { invitation } = (await res.json()) as { invitation: Record<string, unknown> };
      const { email, message } = bodies.invitation(role);
      expect(invitation).toMatchObject({ email, role: "member", invitationMessage: message, clubId: clubA });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/invitations",
    method: "GET",
    path: (id) => `/api/clubs/${id}/invitations`,
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => ADMINS_DENIED,
    async verify(res) {
      const { invitations } = (await res.json()) as { invitations: { clubId: string; email: string }[] };
      expect(invitations.map((i) => i.email).sort()).toEqual([
        "invited-by-admin@example.com",
        "invited-by-owner@example.com",
      ]);
    },
  },
  {
    label: "GET /api/clubs/{clubId}/access",
    method: "GET",
    path: (id) => `/api/clubs/${id}/access`,
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    async verify(res, role) {
      expect(await res.json()).toEqual({ clubId: clubA, role, permissions: [...rolePermissions[role]] });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/settings",
    method: "GET",
    path: (id) => `/api/clubs/${id}/settings`,
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => SETTINGS_VIEW_DENIED,
    async verify(res) {
      const settings = (await res.json()) as Settings;
      expect(settings.id).toBe(clubA);
      expect(settings.profile.name).toBe(CLUB_A);
    },
  },
  settingsPut("profile", SETTINGS_DENIED, (s) => s.profile),
  settingsPut("hours", HOURS_DENIED, (s) => s.operatingHours),
  {
    label: "PUT /api/clubs/{clubId}/settings/branding",
    method: "PUT",
    path: (id) => `/api/clubs/${id}/settings/branding`,
    body: bodies.branding,
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: (role) => BRANDING_DENIED(role, CLUB_A),
    async verify(res, role) {
      const settings = (await res.json()) as Settings;
      const { theme, ...branding } = bodies.branding(role);
      expect(settings.branding).toEqual({ ...branding, logoUrl: null, faviconUrl: null });
      expect(settings.theme).toBe(theme);
    },
  },
  settingsPut("communication", SETTINGS_DENIED, (s) => s.communication),
  settingsPut("financial", SETTINGS_DENIED, (s) => s.financial),
  settingsPut("membership", SETTINGS_DENIED, (s) => s.membership),
  ...domainEndpoints(),
  ...(["logo", "favicon"] as const).flatMap((kind) => imageEndpoints(kind)),
  {
    label: "PUT /api/clubs/{clubId}/payment-credentials/stripe",
    method: "PUT",
    path: credentialsPath,
    body: bodies.credentials,
    ok: 200,
    allowed: OWNER_ONLY,
    denied: () => PAYMENTS_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        gateway: "stripe",
        configured: true,
        hints: { secretKey: hintOf(role) },
      });
      const { credentials } = await snapshot(clubA);
      expect(credentials).toHaveLength(1);
    },
  },
  {
    label: "GET /api/clubs/{clubId}/payment-credentials/stripe",
    method: "GET",
    path: credentialsPath,
    ok: 200,
    allowed: OWNER_ONLY,
    denied: () => PAYMENTS_DENIED,
    async verify(res) {
      expect(await res.json()).toMatchObject({ configured: true, hints: { secretKey: hintOf("owner") } });
    },
  },
  {
    label: "DELETE /api/clubs/{clubId}/payment-credentials/stripe",
    method: "DELETE",
    path: credentialsPath,
    ok: 204,
    allowed: OWNER_ONLY,
    denied: () => PAYMENTS_DENIED,
    order: ["admin", "manager", "member", "owner"],
    async verify() {
      expect((await snapshot(clubA)).credentials).toEqual([]);
    },
  },
  {
    label: "PUT /api/clubs/{clubId}/payment-gateway",
    method: "PUT",
    path: (id) => `/api/clubs/${id}/payment-gateway`,
    body: bodies.gateway,
    ok: 200,
    allowed: OWNER_ONLY,
    denied: () => PAYMENTS_DENIED,
    async verify(res, role) {
      expect(await res.json()).toEqual(bodies.gateway(role));
      const { club } = await snapshot(clubA);
      expect(club?.financialSettings).toMatchObject({ paymentGateway: bodies.gateway(role) });
    },
  },
  ...membershipEndpoints,
];

// The member register (decision 012): owner, admin and manager list, add, edit and export; owner and admin
// delete; every role reads its own record. A valid UUID stands for the member until a test sets one.
let memberRecordId = UNKNOWN_ID;
let doomedMemberId = UNKNOWN_ID;
const membersOf = (id: string, rest = "") => `/api/clubs/${id}/members${rest}`;

/** Member records for the admin and the manager, as joining through an invitation makes them. */
async function staffMemberRecords() {
  for (const role of ["admin", "manager"] as const) {
    const email = `perm-${role}@example.com`;
    const userId = await userIdOf(t, email);
    const [existing] = await t.database.db.select().from(members).where(eq(members.userId, userId));
    if (!existing) await t.database.db.insert(members).values({ clubId: clubA, userId, role, email });
  }
}

const memberEndpoints: Endpoint[] = [
  {
    label: "GET /api/clubs/{clubId}/members",
    method: "GET",
    path: (id) => membersOf(id),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => MEMBERS_DENIED,
    async verify(res) {
      const { members: rows } = (await res.json()) as { members: { email: string; role: string }[] };
      expect(rows).toContainEqual(
        expect.objectContaining({ email: "perm-owner@example.com", role: "owner" }),
      );
    },
  },
  {
    label: "POST /api/clubs/{clubId}/members",
    method: "POST",
    path: (id) => membersOf(id),
    body: (role) => ({ email: `added-by-${role}@example.com` }),
    ok: 201,
    allowed: ["owner", "admin", "manager"],
    denied: () => MEMBERS_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        clubId: clubA,
        email: `added-by-${role}@example.com`,
        membershipType: "monthly",
        membershipStatus: "active",
      });
    },
  },
  {
    label: "POST /api/clubs/{clubId}/applications",
    method: "POST",
    path: (id) => `/api/clubs/${id}/applications`,
    body: (role) => ({ email: `applied-by-${role}@example.com` }),
    ok: 201,
    allowed: ["owner", "admin", "manager"],
    denied: () => MEMBERS_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        autoApproved: false,
        member: { email: `applied-by-${role}@example.com`, membershipStatus: "pending" },
      });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/members/me",
    method: "GET",
    path: (id) => membersOf(id, "/me"),
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    prepare: staffMemberRecords,
    async verify(res, role) {
      const { member } = (await res.json()) as { member: { email: string; clubId: string } };
      expect(member).toMatchObject({ email: `perm-${role}@example.com`, clubId: clubA });
    },
  },
  {
    label: "PATCH /api/clubs/{clubId}/members/me",
    method: "PATCH",
    path: (id) => membersOf(id, "/me"),
    body: () => ({ bulkMailUnsubscribed: true }),
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    prepare: staffMemberRecords,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        email: `perm-${role}@example.com`,
        bulkMailUnsubscribed: true,
      });
      const [own] = await t.database.db
        .select()
        .from(members)
        .where(eq(members.email, `perm-${role}@example.com`));
      expect(own?.bulkMailUnsubscribedAt).not.toBeNull();
    },
  },
  {
    label: "GET /api/clubs/{clubId}/members/{memberId}",
    method: "GET",
    path: (id) => membersOf(id, `/${memberRecordId}`),
    ok: 200,
    // The record is the member's own; another member's answers them 404 (members.test.ts).
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    async prepare() {
      const userId = await userIdOf(t, "perm-member@example.com");
      const [row] = await t.database.db.select().from(members).where(eq(members.userId, userId));
      memberRecordId = row?.id ?? UNKNOWN_ID;
    },
    async verify(res) {
      expect(await res.json()).toMatchObject({
        member: { id: memberRecordId, email: "perm-member@example.com" },
      });
    },
  },
  {
    label: "PATCH /api/clubs/{clubId}/members/{memberId}",
    method: "PATCH",
    path: (id) => membersOf(id, `/${memberRecordId}`),
    body: (role) => ({ notes: `Noted by the ${role}` }),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => MEMBERS_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ id: memberRecordId, notes: `Noted by the ${role}` });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/members/export.csv",
    method: "GET",
    path: (id) => membersOf(id, "/export.csv"),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => MEMBERS_DENIED,
    async verify(res) {
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const text = await res.text();
      expect(text.split("\n")[0]).toBe(csvColumns.join(","));
      expect(text).toContain("perm-owner@example.com");
    },
  },
  {
    label: "DELETE /api/clubs/{clubId}/members/{memberId}",
    method: "DELETE",
    path: (id) => membersOf(id, `/${doomedMemberId}`),
    ok: 204,
    allowed: OWNER_AND_ADMIN,
    denied: () => MEMBER_DELETE_DENIED,
    order: ["manager", "member", "admin", "owner"],
    // Each role faces a member that may be deleted.
    async prepare() {
      const [row] = await t.database.db
        .insert(members)
        .values({ clubId: clubA, role: "member", firstName: "Dee", lastName: "Parting" })
        .returning();
      doomedMemberId = row?.id ?? UNKNOWN_ID;
    },
    async verify() {
      const rows = await t.database.db.select().from(members).where(eq(members.id, doomedMemberId));
      expect(rows).toEqual([]);
    },
  },
];
endpoints.push(...memberEndpoints);

// Billing (issue 15): owners and admins change it, managers read it, every role reads their own.
const BILLING_DENIED =
  "You do not have permission to manage billing. Only owners and admins can; managers can read it.";
const billingOf = (id: string, rest: string) => `/api/clubs/${id}/billing${rest}`;
/** A member of club A to bill, made once. */
let billedMemberId = UNKNOWN_ID;
async function billedMember() {
  if (billedMemberId !== UNKNOWN_ID) return;
  const [row] = await t.database.db
    .insert(members)
    .values({
      clubId: clubA,
      role: "member",
      firstName: "Bill",
      lastName: "Payer",
      email: "bill@example.com",
    })
    .returning();
  billedMemberId = row?.id ?? UNKNOWN_ID;
}
/** Club A's rate that each role edits, and one made for each role's deletion (decision 080). */
let editedRateId = UNKNOWN_ID;
let doomedRateId = UNKNOWN_ID;
async function editedRate() {
  if (editedRateId !== UNKNOWN_ID) return;
  const [row] = await t.database.db
    .insert(taxRates)
    .values({ clubId: clubA, name: "Edited rate", percent: 19 })
    .returning();
  editedRateId = row?.id ?? UNKNOWN_ID;
}
const billingEndpoints: Endpoint[] = [
  ...(["/invoices", "/totals", "/invoices.csv", "/payments.csv"] as const).map(
    (rest): Endpoint => ({
      label: `GET /api/clubs/{clubId}/billing${rest}`,
      method: "GET",
      path: (id) => billingOf(id, rest),
      ok: 200,
      allowed: ["owner", "admin", "manager"],
      denied: () => BILLING_DENIED,
    }),
  ),
  {
    label: "POST /api/clubs/{clubId}/billing/invoices",
    method: "POST",
    path: (id) => billingOf(id, "/invoices"),
    body: (role) => ({
      memberId: billedMemberId,
      lines: [{ kind: "custom", description: `Billed by the ${role}`, unitMinor: 1_000 }],
    }),
    ok: 201,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    prepare: billedMember,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        status: "draft",
        memberId: billedMemberId,
        lines: [{ description: `Billed by the ${role}`, amountMinor: 1_000 }],
      });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/billing/members/{memberId}/billable",
    method: "GET",
    path: (id) => billingOf(id, `/members/${billedMemberId}/billable`),
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    prepare: billedMember,
  },
  // Member accounts (decision 081): staff read a member's account and the price list; owners and admins change them.
  {
    label: "GET /api/clubs/{clubId}/billing/accounts/{memberId}",
    method: "GET",
    path: (id) => billingOf(id, `/accounts/${billedMemberId}`),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => BILLING_DENIED,
    prepare: billedMember,
  },
  {
    label: "POST /api/clubs/{clubId}/billing/accounts/{memberId}/top-ups",
    method: "POST",
    path: (id) => billingOf(id, `/accounts/${billedMemberId}/top-ups`),
    body: () => ({ method: "cash", amountMinor: 1_000 }),
    ok: 201,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    prepare: billedMember,
    async verify(res) {
      const account = (await res.json()) as {
        memberId: string;
        movements: { kind: string; amountMinor: number }[];
      };
      expect(account.memberId).toBe(billedMemberId);
      expect(account.movements[0]).toMatchObject({ kind: "top_up", amountMinor: 1_000 });
    },
  },
  // A member's saved card for automatic top-ups (decision 087): owners and admins remove it.
  {
    label: "DELETE /api/clubs/{clubId}/billing/accounts/{memberId}/auto-top-up",
    method: "DELETE",
    path: (id) => billingOf(id, `/accounts/${billedMemberId}/auto-top-up`),
    ok: 200,
    // No card is saved here: removing none changes nothing (billing-auto-top-up.test.ts removes one).
    changes: false,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    prepare: billedMember,
    async verify(res) {
      expect(await res.json()).toMatchObject({ memberId: billedMemberId, autoTopUp: { card: null } });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/billing/price-list",
    method: "GET",
    path: (id) => billingOf(id, "/price-list"),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => BILLING_DENIED,
  },
  {
    label: "POST /api/clubs/{clubId}/billing/price-list",
    method: "POST",
    path: (id) => billingOf(id, "/price-list"),
    body: (role) => ({ name: `Locker of the ${role}`, priceMinor: 1_500 }),
    ok: 201,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
  },
  // The club's rules for visitors' bookings online (decision 084): owners and admins.
  {
    label: "GET /api/clubs/{clubId}/golf/visitor-settings",
    method: "GET",
    path: (id) => `/api/clubs/${id}/golf/visitor-settings`,
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => GOLF_SETTINGS_DENIED,
    async verify(res) {
      expect(await res.json()).toMatchObject({
        windowDays: expect.any(Number),
        payOnline: expect.any(Boolean),
      });
    },
  },
  {
    label: "PUT /api/clubs/{clubId}/golf/visitor-settings",
    method: "PUT",
    path: (id) => `/api/clubs/${id}/golf/visitor-settings`,
    body: (role) => ({
      enabled: false,
      windowDays: role === "owner" ? 10 : 12,
      maxPlayers: 4,
      handicapRequired: false,
      maxHandicap: null,
      refundHours: 24,
      policy: `The ${role}'s policy.`,
    }),
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => GOLF_SETTINGS_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ policy: `The ${role}'s policy.`, refundHours: 24 });
    },
  },
  // The club's tax rates (decision 080): read by whoever reads billing, kept by owners and admins.
  {
    label: "GET /api/clubs/{clubId}/billing/tax-rates",
    method: "GET",
    path: (id) => billingOf(id, "/tax-rates"),
    ok: 200,
    allowed: ["owner", "admin", "manager"],
    denied: () => BILLING_DENIED,
  },
  {
    label: "POST /api/clubs/{clubId}/billing/tax-rates",
    method: "POST",
    path: (id) => billingOf(id, "/tax-rates"),
    body: (role) => ({ name: `Rate of the ${role}`, percent: 7, kind: "standard" }),
    ok: 201,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ name: `Rate of the ${role}`, percent: 7, kind: "standard" });
    },
  },
  {
    label: "PUT /api/clubs/{clubId}/billing/tax-rates/{taxRateId}",
    method: "PUT",
    path: (id) => billingOf(id, `/tax-rates/${editedRateId}`),
    body: (role) => ({ name: `Edited by the ${role}`, percent: 19, kind: "standard", isDefault: true }),
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    prepare: editedRate,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ name: `Edited by the ${role}`, percent: 19, isDefault: true });
    },
  },
  {
    label: "DELETE /api/clubs/{clubId}/billing/tax-rates/{taxRateId}",
    method: "DELETE",
    path: (id) => billingOf(id, `/tax-rates/${doomedRateId}`),
    ok: 204,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    async prepare() {
      const [row] = await t.database.db
        .insert(taxRates)
        .values({ clubId: clubA, name: `Doomed ${Math.random()}`, percent: 5 })
        .returning();
      doomedRateId = row?.id ?? UNKNOWN_ID;
    },
    async verify() {
      expect(await t.database.db.select().from(taxRates).where(eq(taxRates.id, doomedRateId))).toEqual([]);
    },
  },
  // SEPA direct debit (decision 077): its mandates and runs are billing's.
  ...(["/sepa/mandates", "/sepa/runs"] as const).map(
    (rest): Endpoint => ({
      label: `GET /api/clubs/{clubId}/billing${rest}`,
      method: "GET",
      path: (id) => billingOf(id, rest),
      ok: 200,
      allowed: ["owner", "admin", "manager"],
      denied: () => BILLING_DENIED,
    }),
  ),
  {
    label: "POST /api/clubs/{clubId}/billing/sepa/returns",
    method: "POST",
    path: (id) => billingOf(id, "/sepa/returns?apply=true"),
    body: () => ({ not: "a bank's file" }),
    ok: 422,
    allowed: OWNER_AND_ADMIN,
    denied: () => BILLING_DENIED,
    changes: false,
    allowedVerdict: "passes the permission check (a file that is not the bank's answers 422, not 403)",
  },
  {
    label: "GET /api/clubs/{clubId}/billing/sepa/my-mandate",
    method: "GET",
    path: (id) => billingOf(id, "/sepa/my-mandate"),
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    async verify(res) {
      // The club has no creditor identifier: nobody is offered a mandate.
      expect(await res.json()).toMatchObject({ available: false, mandate: null });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/billing/my",
    method: "GET",
    path: (id) => billingOf(id, "/my"),
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => "never refused",
    async verify(res) {
      // Nobody here has an invoice of their own: none of the club's shows.
      expect(await res.json()).toMatchObject({ invoices: [], balances: [] });
    },
  },
];
endpoints.push(...billingEndpoints);

// Communication templates (issue 16): owners, admins and managers (communications.send).
const TEMPLATES_DENIED =
  "You do not have permission to manage communication templates. Owners, admins and managers can.";
const templatesOf = (id: string, rest = "") => `/api/clubs/${id}/communication-templates${rest}`;
const STAFF: readonly Role[] = ["owner", "admin", "manager"];
/** A template of club A's own to delete, made before each role's call. */
let doomedTemplateId = UNKNOWN_ID;
const templateEndpoints: Endpoint[] = [
  {
    label: "GET /api/clubs/{clubId}/communication-templates",
    method: "GET",
    path: (id) => templatesOf(id),
    ok: 200,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
  },
  {
    label: "POST /api/clubs/{clubId}/communication-templates",
    method: "POST",
    path: (id) => templatesOf(id),
    body: (role) => ({
      name: `Written by the ${role}`,
      category: "announcement",
      subject: "Hello {{first_name}}",
      bodyHtml: `<p>From the ${role}.</p>`,
    }),
    ok: 201,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ name: `Written by the ${role}`, builtinKey: null });
    },
  },
  {
    label: "GET /api/clubs/{clubId}/communication-templates/{templateId}",
    method: "GET",
    path: (id) => templatesOf(id, "/builtin-invitation"),
    ok: 200,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
  },
  {
    label: "PATCH /api/clubs/{clubId}/communication-templates/{templateId}",
    method: "PATCH",
    path: (id) => templatesOf(id, "/builtin-invitation"),
    body: (role) => ({ subject: `Join {{club_name}}, says the ${role}` }),
    ok: 200,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({
        edited: true,
        subject: `Join {{club_name}}, says the ${role}`,
      });
    },
  },
  {
    label: "DELETE /api/clubs/{clubId}/communication-templates/{templateId}",
    method: "DELETE",
    path: (id) => templatesOf(id, `/${doomedTemplateId}`),
    ok: 204,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
    async prepare() {
      const [row] = await t.database.db
        .insert(messageTemplates)
        .values({
          clubId: clubA,
          name: `Doomed ${Math.random()}`,
          category: "other",
          subject: "Bye",
          bodyHtml: "<p>Bye</p>",
        })
        .returning();
      doomedTemplateId = row?.id ?? UNKNOWN_ID;
    },
    async verify() {
      const rows = await t.database.db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.id, doomedTemplateId));
      expect(rows).toEqual([]);
    },
  },
  {
    label: "POST /api/clubs/{clubId}/communication-templates/preview",
    method: "POST",
    path: (id) => templatesOf(id, "/preview"),
    body: (role) => ({ subject: `Preview of the ${role}`, bodyHtml: "<p>Hi {{first_name}}</p>" }),
    ok: 200,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
    changes: false,
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ subject: `Preview of the ${role}` });
    },
  },
  {
    label: "POST /api/clubs/{clubId}/communication-templates/test",
    method: "POST",
    path: (id) => templatesOf(id, "/test"),
    body: (role) => ({ subject: `Test of the ${role}`, bodyHtml: "<p>Hi {{first_name}}</p>" }),
    ok: 200,
    allowed: STAFF,
    denied: () => TEMPLATES_DENIED,
    changes: false,
    async verify(res, role) {
      expect(await res.json()).toEqual({ to: `perm-${role}@example.com` });
    },
  },
];
endpoints.push(...templateEndpoints);
// Messages (issue 16): owners, admins and managers write to the members (communications.send).
const MESSAGES_DENIED = "You do not have permission to send messages for this club.";
const communicationsOf = (id: string, rest: string) => `/api/clubs/${id}/communications${rest}`;
/** A message of club A, scheduled for tomorrow (made fresh by `scheduledMessage`). */
let messageIdA = UNKNOWN_ID;
async function scheduledMessage() {
  const [row] = await t.database.db
    .insert(messages)
    .values({
      clubId: clubA,
      subject: "Tomorrow",
      bodyHtml: "<p>Hello</p>",
      audience: { kind: "all", values: [] },
      status: "scheduled",
      scheduledAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  messageIdA = row?.id ?? UNKNOWN_ID;
}
const aMessage = async () => {
  if (messageIdA === UNKNOWN_ID) await scheduledMessage();
};
const SENDERS: readonly Role[] = ["owner", "admin", "manager"];
const messageEndpoints: Endpoint[] = [
  {
    label: "POST /api/clubs/{clubId}/communications/audience",
    method: "POST",
    path: (id) => communicationsOf(id, "/audience"),
    body: () => ({ audience: { kind: "all", values: [] } }),
    ok: 200,
    allowed: SENDERS,
    denied: () => MESSAGES_DENIED,
    changes: false,
  },
  {
    label: "POST /api/clubs/{clubId}/communications/messages",
    method: "POST",
    path: (id) => communicationsOf(id, "/messages"),
    body: (role) => ({
      subject: `Written by the ${role}`,
      bodyHtml: "<p>Hello {{first_name}}</p>",
      audience: { kind: "all", values: [] },
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    ok: 201,
    allowed: SENDERS,
    denied: () => MESSAGES_DENIED,
    // Someone to receive it (the staff's own records unsubscribe on PATCH /members/me above), and the
    // newsletter on (the communication settings' row above leaves it as the last role to save it set it).
    async prepare() {
      await billedMember();
      await t.database.db
        .update(clubs)
        .set({
          communicationSettings: sql`${clubs.communicationSettings} || '{"newsletterEnabled": true}'::jsonb`,
        })
        .where(eq(clubs.id, clubA));
    },
    async verify(res, role) {
      expect(await res.json()).toMatchObject({ subject: `Written by the ${role}`, status: "scheduled" });
    },
  },
  ...(["", "/{messageId}", "/{messageId}/recipients"] as const).map(
    (rest): Endpoint => ({
      label: `GET /api/clubs/{clubId}/communications/messages${rest}`,
      method: "GET",
      path: (id) => communicationsOf(id, `/messages${rest.replace("/{messageId}", `/${messageIdA}`)}`),
      ok: 200,
      allowed: SENDERS,
      denied: () => MESSAGES_DENIED,
      prepare: aMessage,
    }),
  ),
  {
    label: "POST /api/clubs/{clubId}/communications/messages/{messageId}/cancel",
    method: "POST",
    path: (id) => communicationsOf(id, `/messages/${messageIdA}/cancel`),
    ok: 200,
    allowed: SENDERS,
    denied: () => MESSAGES_DENIED,
    prepare: scheduledMessage,
    async verify(res) {
      expect(await res.json()).toMatchObject({ id: messageIdA, status: "cancelled" });
    },
  },
  {
    label: "POST /api/clubs/{clubId}/communications/messages/{messageId}/resend",
    method: "POST",
    path: (id) => communicationsOf(id, `/messages/${messageIdA}/resend`),
    ok: 200,
    allowed: SENDERS,
    denied: () => MESSAGES_DENIED,
    prepare: aMessage,
    // Nothing failed: nothing is put back, and nothing changes.
    changes: false,
    async verify(res) {
      expect(await res.json()).toEqual({ requeued: 0, unchanged: 0 });
    },
  },
];
endpoints.push(...messageEndpoints);

// The security dashboard (issue 17): owners and admins (security.read).
const SECURITY_DENIED =
  "You do not have permission to view the security dashboard. Only owners and admins can view it.";
const securityOf = (id: string, rest: string) => `/api/clubs/${id}/security${rest}`;
let revocableSessionId = "";
let openAlertId = "";
const securityEndpoints: Endpoint[] = [
  ...(["/summary", "/sessions", "/events", "/activity"] as const).map(
    (rest): Endpoint => ({
      label: `GET /api/clubs/{clubId}/security${rest}`,
      method: "GET",
      path: (id) => securityOf(id, rest),
      ok: 200,
      allowed: OWNER_AND_ADMIN,
      denied: () => SECURITY_DENIED,
    }),
  ),
  {
    label: "DELETE /api/clubs/{clubId}/security/sessions/{sessionId}",
    method: "DELETE",
    path: (id) => securityOf(id, `/sessions/${revocableSessionId || UNKNOWN_ID}`),
    ok: 204,
    allowed: OWNER_AND_ADMIN,
    denied: () => SECURITY_DENIED,
    // A fresh session of the manager (whom owner and admin may both sign out), with its user_sessions record.
    async prepare() {
      const manager = new Client(t, "198.51.100.77");
      const signIn = await manager.post("/api/auth/sign-in/email", {
        email: "perm-manager@example.com",
        password: PASSWORD,
      });
      expect(signIn.status).toBe(200);
      revocableSessionId = (await sessionIdsOf(t, "perm-manager@example.com"))[0] ?? "";
    },
    // It ends a session and writes a security event: neither is club data of the audit trail.
    changes: false,
  },
  {
    label: "POST /api/clubs/{clubId}/security/alerts/{alertId}/dismiss",
    method: "POST",
    path: (id) => securityOf(id, `/alerts/${openAlertId || UNKNOWN_ID}/dismiss`),
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => SECURITY_DENIED,
    async prepare() {
      const [alert] = await t.database.db
        .insert(securityAlerts)
        .values({ clubId: clubA, kind: "critical_errors", eventCount: 1 })
        .onConflictDoNothing()
        .returning({ id: securityAlerts.id });
      if (alert) openAlertId = alert.id;
    },
    changes: false,
  },
];
endpoints.push(...securityEndpoints);
const AUDIT_DENIED = "You do not have permission to read the audit log of this club.";
const auditOf = (id: string, rest: string) => `/api/clubs/${id}${rest}`;
/** An entry of club A's trail, an event of club A and a finished export of club A (made once). */
let trailEntryA = 0;
let auditEventA = 0;
let exportIdA = UNKNOWN_ID;
async function auditRecords() {
  if (exportIdA !== UNKNOWN_ID) return;
  const db = t.database.db;
  const [entry] = await db
    .select({ id: auditTrail.id })
    .from(auditTrail)
    .where(eq(auditTrail.clubId, clubA))
    .orderBy(auditTrail.id)
    .limit(1);
  trailEntryA = entry?.id ?? 0;
  const [event] = await db
    .insert(auditEvents)
    .values({
      eventId: crypto.randomUUID(),
      occurredAt: new Date(),
      source: "server",
      clubId: clubA,
      eventType: "security",
      eventCategory: "authentication",
      action: "login",
      retentionCategory: "security",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: auditEvents.id });
  auditEventA = event?.id ?? 0;
  const res = await as.owner.post(`/api/clubs/${clubA}/audit-logs/exports`, {
    source: "trail",
    format: "csv",
  });
  exportIdA = ((await res.json()) as { id: string }).id;
  await t.jobs.runDue("audit.export");
}
const AUDIT_READERS = OWNER_AND_ADMIN;
const auditEndpoints: Endpoint[] = [
  ...(
    [
      ["/audit-logs", () => "/audit-logs"],
      ["/audit-logs/{entryId}", () => `/audit-logs/${trailEntryA}`],
      ["/audit-events", () => "/audit-events"],
      ["/audit-events/{eventId}", () => `/audit-events/${auditEventA}`],
      ["/audit-logs/exports/{exportId}", () => `/audit-logs/exports/${exportIdA}`],
      ["/audit-logs/exports/{exportId}/download", () => `/audit-logs/exports/${exportIdA}/download`],
    ] as const
  ).map(
    ([label, rest]): Endpoint => ({
      label: `GET /api/clubs/{clubId}${label}`,
      method: "GET",
      path: (id) => auditOf(id, rest()),
      ok: 200,
      allowed: AUDIT_READERS,
      denied: () => AUDIT_DENIED,
      prepare: auditRecords,
    }),
  ),
  {
    label: "POST /api/clubs/{clubId}/audit-logs/exports",
    method: "POST",
    path: (id) => auditOf(id, "/audit-logs/exports"),
    body: () => ({ source: "events", format: "json", filters: { eventType: "security" } }),
    ok: 202,
    allowed: AUDIT_READERS,
    denied: () => AUDIT_DENIED,
    // An export is written into the log's own tables, not into the club's data.
    changes: false,
    async verify(res) {
      expect(await res.json()).toMatchObject({ source: "events", format: "json", status: "pending" });
    },
  },
];
endpoints.push(...auditEndpoints);

// Handicaps (issue 35): staff with handicaps.manage set members' golf profiles and read the record and its
// export; a member reads their own profile; owners and admins choose the club's handicap authority. The
// profile's paths name the member role's own record in club A (a member asking for another's gets 404).
const HANDICAPS_DENIED =
  "You do not have permission to manage handicaps. Only owners, admins and managers can.";
const HANDICAP_SETTINGS_DENIED =
  "You do not have permission to change the handicap authority. Only owners and admins can.";
let permMemberId = UNKNOWN_ID;
async function permMember() {
  if (permMemberId !== UNKNOWN_ID) return;
  const userId = await userIdOf(t, "perm-member@example.com");
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubA), eq(members.userId, userId)));
  permMemberId = row?.id ?? UNKNOWN_ID;
}
const golfProfilePath = (id: string) => `/api/clubs/${id}/members/${permMemberId}/golf-profile`;
const handicapEndpoints: Endpoint[] = [
  {
    label: "GET /api/clubs/{clubId}/members/{memberId}/golf-profile",
    method: "GET",
    path: golfProfilePath,
    ok: 200,
    allowed: EVERY_ROLE,
    denied: () => HANDICAPS_DENIED,
    prepare: permMember,
  },
  {
    label: "PUT /api/clubs/{clubId}/members/{memberId}/golf-profile",
    method: "PUT",
    path: golfProfilePath,
    body: (role) => ({
      handicapIndex: pick(role, { owner: 10.1, admin: 11.2, manager: 12.3, member: 13.4 }),
      homeClub: `The ${role}'s club`,
      associationPlayerId: null,
      teeGender: "female",
    }),
    ok: 200,
    allowed: STAFF,
    denied: () => HANDICAPS_DENIED,
    prepare: permMember,
  },
  {
    label: "GET /api/clubs/{clubId}/handicaps/settings",
    method: "GET",
    path: (id) => `/api/clubs/${id}/handicaps/settings`,
    ok: 200,
    allowed: STAFF,
    denied: () => HANDICAPS_DENIED,
  },
  {
    label: "PUT /api/clubs/{clubId}/handicaps/settings",
    method: "PUT",
    path: (id) => `/api/clubs/${id}/handicaps/settings`,
    body: (role) => ({
      authority: pick(role, { owner: "national", admin: "club", manager: "club", member: "club" }),
    }),
    ok: 200,
    allowed: OWNER_AND_ADMIN,
    denied: () => HANDICAP_SETTINGS_DENIED,
    order: ["manager", "member", "admin", "owner"],
  },
  {
    label: "POST /api/clubs/{clubId}/handicaps/recompute",
    method: "POST",
    path: (id) => `/api/clubs/${id}/handicaps/recompute`,
    ok: 202,
    allowed: STAFF,
    denied: () => HANDICAPS_DENIED,
    // The club is its own authority for this call; the run's progress is no club data.
    prepare: async () => {
      await as.owner.request(`/api/clubs/${clubA}/handicaps/settings`, {
        method: "PUT",
        json: { authority: "club" },
      });
    },
    changes: false,
  },
  {
    label: "GET /api/clubs/{clubId}/handicaps/score-choices",
    method: "GET",
    path: (id) => `/api/clubs/${id}/handicaps/score-choices`,
    ok: 200,
    allowed: STAFF,
    denied: () => HANDICAPS_DENIED,
  },
  {
    label: "GET /api/clubs/{clubId}/handicaps/scores.csv",
    method: "GET",
    path: (id) => `/api/clubs/${id}/handicaps/scores.csv`,
    ok: 200,
    allowed: STAFF,
    denied: () => HANDICAPS_DENIED,
  },
];
endpoints.push(...handicapEndpoints);

// Societies' requests (issue 36 item 4, decision 084): staff with bookings.manage list, quote and decline them.
// Each allowed call answers a new request of its own, written as the public page writes it.
const SOCIETY_DENIED = "Only the club's staff can move bookings, check players in and record no-shows.";
let societyRequestId = UNKNOWN_ID;
async function newSocietyRequest() {
  const [row] = await t.database.db
    .insert(golfSocietyRequests)
    .values({
      clubId: clubA,
      tokenHash: `perm-${crypto.randomUUID()}`,
      societyName: "Permission Society",
      name: "Olive Organiser",
      email: "olive@society.example",
      phone: "555 0100",
      language: "en",
      date: "2030-06-08",
      players: 12,
      currency: "USD",
    })
    .returning({ id: golfSocietyRequests.id });
  societyRequestId = row?.id ?? UNKNOWN_ID;
}
const societyOf = (id: string, rest = "") => `/api/clubs/${id}/golf/society-requests${rest}`;
const societyEndpoints: Endpoint[] = [
  {
    label: "GET /api/clubs/{clubId}/golf/society-requests",
    method: "GET",
    path: (id) => societyOf(id, "?status=new"),
    ok: 200,
    allowed: STAFF,
    denied: () => SOCIETY_DENIED,
  },
  {
    label: "POST /api/clubs/{clubId}/golf/society-requests/{requestId}/quote",
    method: "POST",
    path: (id) => societyOf(id, `/${societyRequestId}/quote`),
    body: (role) => ({
      perPlayerMinor: pick(role, { owner: 4000, admin: 4100, manager: 4200, member: 4300 }),
      message: `Quoted by the ${role}.`,
    }),
    ok: 200,
    allowed: STAFF,
    denied: () => SOCIETY_DENIED,
    prepare: newSocietyRequest,
    async verify(res) {
      expect(await res.json()).toMatchObject({ status: "quoted", quoteTotalMinor: expect.any(Number) });
    },
  },
  {
    label: "POST /api/clubs/{clubId}/golf/society-requests/{requestId}/decline",
    method: "POST",
    path: (id) => societyOf(id, `/${societyRequestId}/decline`),
    body: (role) => ({ message: `Declined by the ${role}.` }),
    ok: 200,
    allowed: STAFF,
    denied: () => SOCIETY_DENIED,
    prepare: newSocietyRequest,
    async verify(res) {
      expect(await res.json()).toMatchObject({ status: "declined" });
    },
  },
];
endpoints.push(...societyEndpoints);

// The full club export (issue 18): the owner's alone.
const EXPORT_DENIED = "Only the club's owner can export all of the club's data.";
let clubExportA = UNKNOWN_ID;
async function clubExportRecord() {
  if (clubExportA !== UNKNOWN_ID) return;
  const res = await as.owner.request(`/api/clubs/${clubA}/exports`, { method: "POST" });
  clubExportA = ((await res.json()) as { id: string }).id;
  await t.jobs.runDue("club.export");
}
const exportEndpoints: Endpoint[] = [
  ...(
    [
      ["/exports/latest", () => "/exports/latest"],
      ["/exports/{exportId}", () => `/exports/${clubExportA}`],
      ["/exports/{exportId}/download", () => `/exports/${clubExportA}/download`],
    ] as const
  ).map(
    ([label, rest]): Endpoint => ({
      label: `GET /api/clubs/{clubId}${label}`,
      method: "GET",
      path: (id) => `/api/clubs/${id}${rest()}`,
      ok: 200,
      allowed: OWNER_ONLY,
      denied: () => EXPORT_DENIED,
      prepare: clubExportRecord,
    }),
  ),
  {
    label: "POST /api/clubs/{clubId}/exports",
    method: "POST",
    path: (id) => `/api/clubs/${id}/exports`,
    ok: 202,
    allowed: OWNER_ONLY,
    denied: () => EXPORT_DENIED,
    // The export's own table is not club data; who asked is an audit event.
    changes: false,
    async verify(res) {
      expect(await res.json()).toMatchObject({ status: "pending", downloadUrl: null });
    },
  },
];
endpoints.push(...exportEndpoints);

const deleteEndpoint: Endpoint = {
  label: "DELETE /api/clubs/{clubId}",
  method: "DELETE",
  path: (id) => `/api/clubs/${id}`,
  body: () => ({ confirmName: DOOMED }),
  ok: 204,
  allowed: OWNER_ONLY,
  denied: () => DELETE_DENIED,
  order: ["admin", "manager", "member", "owner"],
};

function request(client: Client, endpoint: Endpoint, clubId: string, body: unknown) {
  return body instanceof FormData
    ? client.request(endpoint.path(clubId), { method: endpoint.method, body })
    : client.request(endpoint.path(clubId), { method: endpoint.method, json: body });
}

/** Calls the endpoint as the role and checks the answer the permission table gives. */
async function expectPermission(endpoint: Endpoint, clubId: string, role: Role) {
  await endpoint.prepare?.();
  const before = await snapshot(clubId);
  const res = await request(as[role], endpoint, clubId, endpoint.body?.(role));
  if (endpoint.allowed.includes(role)) {
    expect(res.status, `${endpoint.label} as ${role}`).toBe(endpoint.ok);
    await endpoint.verify?.(res, role);
    const changes = endpoint.changes ?? endpoint.method !== "GET";
    if (changes) expect(await snapshot(clubId)).not.toEqual(before);
    else expect(await snapshot(clubId)).toEqual(before);
  } else {
    expect(res.status, `${endpoint.label} as ${role}`).toBe(403);
    expect(await res.json()).toEqual({ code: "FORBIDDEN", title: endpoint.denied(role) });
    expect(await snapshot(clubId)).toEqual(before);
  }
}

describe("the permission table, endpoint by endpoint and role by role", () => {
  it("agrees with product decisions section 2 on the club-level permissions", () => {
    const table: Record<Role, Record<"club.delete" | "payments.credentials" | "settings.manage", boolean>> = {
      owner: { "club.delete": true, "payments.credentials": true, "settings.manage": true },
      admin: { "club.delete": false, "payments.credentials": false, "settings.manage": true },
      manager: { "club.delete": false, "payments.credentials": false, "settings.manage": false },
      member: { "club.delete": false, "payments.credentials": false, "settings.manage": false },
    };
    for (const role of ROLES) {
      for (const [permission, allowed] of Object.entries(table[role])) {
        expect(rolePermissions[role].includes(permission as never), `${role} ${permission}`).toBe(allowed);
      }
    }
  });

  for (const endpoint of endpoints) {
    describe(endpoint.label, () => {
      for (const role of endpoint.order ?? ROLES) {
        const verdict = endpoint.allowed.includes(role)
          ? (endpoint.allowedVerdict ?? `answers ${endpoint.ok}`)
          : "refuses with 403";
        it(`${verdict} for the ${role}`, () => expectPermission(endpoint, clubA, role));
      }
    });
  }

  describe(`${deleteEndpoint.label} (on a club made to be deleted)`, () => {
    let doomed = "";
    beforeAll(async () => {
      doomed = await createClub(as.owner, DOOMED, "bye@doomed.example");
      await giveRole(t, doomed, "perm-admin@example.com", "admin");
      await giveRole(t, doomed, "perm-manager@example.com", "manager");
      await giveRole(t, doomed, "perm-member@example.com", "member");
    });

    for (const role of deleteEndpoint.order ?? ROLES) {
      const verdict = deleteEndpoint.allowed.includes(role) ? "deletes the club" : "refuses with 403";
      it(`${verdict} for the ${role}`, () => expectPermission(deleteEndpoint, doomed, role));
    }

    it("leaves nobody any access to the deleted club, and club A untouched", async () => {
      expect((await snapshot(doomed)).club).toBeUndefined();
      for (const role of ROLES) {
        const res = await as[role].request(`/api/clubs/${doomed}/access`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ code: "NOT_FOUND", title: "Club not found" });
        const access = await as[role].request(`/api/clubs/${clubA}/access`);
        expect(await access.json()).toMatchObject({ clubId: clubA, role });
      }
    });
  });
});

const everyEndpoint = [...endpoints, deleteEndpoint];
const NOT_FOUND = { code: "NOT_FOUND", title: "Club not found" };

describe("another club's ids answer 404 on every endpoint", () => {
  const cases: { who: "owner" | "admin" | "manager" | "member" | "stranger"; ids: () => string[] }[] = [
    ...ROLES.map((role) => ({ who: role, ids: () => [clubB, UNKNOWN_ID, MALFORMED_ID] })),
    { who: "stranger", ids: () => [clubA, clubB, UNKNOWN_ID, MALFORMED_ID] },
  ];

  for (const { who, ids } of cases) {
    const label =
      who === "stranger"
        ? "a signed-in stranger asking for club A, club B, an unknown and a malformed id"
        : `the ${who} of club A asking for club B, an unknown and a malformed id`;
    it(label, async () => {
      const client = who === "stranger" ? stranger : as[who];
      const beforeA = await snapshot(clubA);
      const beforeB = await snapshot(clubB);
      for (const endpoint of everyEndpoint) {
        for (const id of ids()) {
          const body =
            endpoint === deleteEndpoint
              ? { confirmName: id === clubA ? CLUB_A : CLUB_B }
              : endpoint.body?.("manager"); // valid bodies (for an upload, the real PNG)
          const res = await request(client, endpoint, id, body);
          expect(res.status, `${endpoint.label} with ${id}`).toBe(404);
          expect(await res.json(), `${endpoint.label} with ${id}`).toEqual(NOT_FOUND);
        }
      }
      expect(await snapshot(clubA)).toEqual(beforeA);
      expect(await snapshot(clubB)).toEqual(beforeB);
      expect(beforeB.club?.name).toBe(CLUB_B);
      expect(beforeB.credentials).toHaveLength(1);
    });
  }
});

describe("a request with no session", () => {
  it("gets 401 on every endpoint and changes nothing", async () => {
    const anonymous = new Client(t);
    const before = await snapshot(clubA);
    for (const endpoint of everyEndpoint) {
      const body = endpoint === deleteEndpoint ? { confirmName: CLUB_A } : endpoint.body?.("manager");
      const res = await request(anonymous, endpoint, clubA, body);
      expect(res.status, endpoint.label).toBe(401);
      // Spec section 8 words the refusal of a deletion on its own; every other endpoint says the same.
      const title =
        endpoint === deleteEndpoint ? "You must be logged in to delete a club" : "Authentication required";
      expect(await res.json(), endpoint.label).toEqual({ code: "UNAUTHENTICATED", title });
    }
    expect(await snapshot(clubA)).toEqual(before);
  });
});

// Decision 020: a club route's permission is checked before its input is validated. Every club route that
// reads a query or a body, as the API document lists them (so that the modules written later are covered as
// soon as they exist), is sent malformed input: a role without the route's permission gets 403, another
// club's id 404, and the owner (who may) the 422 that shows the input really was malformed.

interface Operation {
  label: string;
  method: string;
  path: string;
  permission?: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

async function clubOperations(): Promise<Operation[]> {
  const doc = (await (await t.fetch("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Omit<Operation, "label" | "method" | "path">>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/clubs/{clubId}"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        ...op,
        permission: (op as Record<string, unknown>)["x-permission"] as string | undefined,
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
      })),
    );
}

const queryParams = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === "query");
const takesInput = (op: Operation) => Boolean(op.requestBody) || queryParams(op).length > 0;

/** The operation called on `clubId` with a query whose every value is malformed and a body of the wrong shape. */
function malformed(client: Client, op: Operation, clubId: string) {
  const path = op.path.replace("{clubId}", clubId).replace(/\{\w+\}/g, UNKNOWN_ID);
  const query = queryParams(op)
    .map((p) => `${p.name}=not-valid!`)
    .join("&");
  const url = query ? `${path}?${query}` : path;
  const types = Object.keys(op.requestBody?.content ?? {});
  if (types.includes("text/csv")) {
    // A file of members with a header and no member in it.
    return client.request(url, {
      method: op.method,
      headers: { "content-type": "text/csv" },
      body: "email\n",
    });
  }
  return op.requestBody
    ? client.request(url, { method: op.method, json: ["malformed"] })
    : client.request(url, { method: op.method });
}

describe("a club route's permission comes before its input is validated", () => {
  it("the API document names the permission of every club route that refuses a role", async () => {
    const operations = await clubOperations();
    expect(operations.length).toBeGreaterThanOrEqual(37);
    for (const op of operations) {
      expect(Object.keys(op.responses), op.label).toEqual(expect.arrayContaining(["401", "404"]));
      // A 403 of the role comes with the permission that decides it; a route for any role has neither.
      if (op.permission) expect(op.responses, op.label).toHaveProperty("403");
      if (op.permission) expect(rolePermissions.owner, op.label).toContain(op.permission);
      if (takesInput(op)) expect(op.responses, op.label).toHaveProperty("422");
    }
    const guarded = operations.filter((op) => op.permission && takesInput(op)).map((op) => op.label);
    expect(guarded).toEqual(
      expect.arrayContaining([
        "GET /api/clubs/{clubId}/members",
        "GET /api/clubs/{clubId}/members/export.csv",
        "POST /api/clubs/{clubId}/members/import",
        "PUT /api/clubs/{clubId}/settings/profile",
        "PUT /api/clubs/{clubId}/settings/membership",
        "DELETE /api/clubs/{clubId}",
        "POST /api/clubs/{clubId}/branding/logo",
        "PUT /api/clubs/{clubId}/payment-credentials/{gateway}",
        "GET /api/clubs/{clubId}/admins",
        "POST /api/clubs/{clubId}/invitations",
        "PATCH /api/clubs/{clubId}/membership-types/{typeId}",
        "POST /api/clubs/{clubId}/members/{memberId}/membership",
      ]),
    );
  });

  it("the owner's malformed input answers 422: the input of each route below is really malformed", async () => {
    const before = await snapshot(clubA);
    for (const op of (await clubOperations()).filter((o) => o.permission && takesInput(o))) {
      const res = await malformed(as.owner, op, clubA);
      expect(res.status, op.label).toBe(422);
      expect(((await res.json()) as { code: string }).code, op.label).toBe("VALIDATION_FAILED");
    }
    expect(await snapshot(clubA)).toEqual(before);
  });

  for (const role of ["admin", "manager", "member"] as const) {
    it(`the ${role}'s malformed input to a route the role may not use answers 403, not 422`, async () => {
      const before = await snapshot(clubA);
      const refused = (await clubOperations()).filter(
        (op) => op.permission && takesInput(op) && !rolePermissions[role].includes(op.permission as never),
      );
      expect(refused.length).toBeGreaterThan(0);
      for (const op of refused) {
        const res = await malformed(as[role], op, clubA);
        expect(res.status, op.label).toBe(403);
        expect(((await res.json()) as { code: string }).code, op.label).toBe("FORBIDDEN");
      }
      expect(await snapshot(clubA)).toEqual(before);
    });
  }

  it("malformed input to another club's id, an unknown or a malformed one answers 404, not 422", async () => {
    const beforeA = await snapshot(clubA);
    const beforeB = await snapshot(clubB);
    const operations = (await clubOperations()).filter(takesInput);
    for (const [client, ids] of [
      [as.owner, [clubB, UNKNOWN_ID, MALFORMED_ID]],
      [as.member, [clubB, UNKNOWN_ID, MALFORMED_ID]],
      [stranger, [clubA, clubB, UNKNOWN_ID, MALFORMED_ID]],
    ] as const) {
      for (const op of operations) {
        for (const id of ids) {
          const res = await malformed(client, op, id);
          expect(res.status, `${op.label} with ${id}`).toBe(404);
          expect(await res.json(), `${op.label} with ${id}`).toEqual(NOT_FOUND);
        }
      }
    }
    expect(await snapshot(clubA)).toEqual(beforeA);
    expect(await snapshot(clubB)).toEqual(beforeB);
  });
});
