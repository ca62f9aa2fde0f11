import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS_HOURS } from "../../src/shared/clubs.ts";
import { GOLF_SETTINGS_DEFAULTS, suggestedCourseDays } from "../../src/shared/golf.ts";
import { defaultTeeHoles } from "../../src/shared/tees.ts";
import { PASSWORD, signedInClient } from "../helpers/accounts.ts";
import { Client, createTestApp, type TestApp } from "../helpers/test-app.ts";

const NOT_UTF8 = "The request body is not UTF-8 text. Send JSON encoded as UTF-8.";
const HIDDEN_CHARACTERS_MESSAGE = "Remove the invisible control characters from this text.";

// Decision 021: every text of a request refuses a NUL character and lone surrogates with 422 naming the field,
// and a JSON body that is not UTF-8 answers 400; nothing is stored. The endpoints come from a table: a new
// endpoint with text needs a row (the test fails naming it otherwise), and each of its text fields, read from
// the OpenAPI document, is tried in turn.

let t: TestApp;
let owner: Client;
let clubId = "";
let memberId = "";
let typeId = "";
let householdId = "";
let fieldId = "";
let taxRateId = "";

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t, "hygiene.owner@example.com");
  const club = await owner.post("/api/clubs", { name: "Hygiene Club", email: "office@hygiene.example" });
  clubId = ((await club.json()) as { id: string }).id;
  const member = await owner.post(`/api/clubs/${clubId}/members`, { firstName: "Mia", lastName: "Member" });
  memberId = ((await member.json()) as { id: string }).id;
  const types = await owner.request(`/api/clubs/${clubId}/membership-types`);
  typeId = ((await types.json()) as { membershipTypes: { id: string }[] }).membershipTypes[0]?.id ?? "";
  const household = await owner.post(`/api/clubs/${clubId}/households`, { name: "Hygiene household" });
  householdId = ((await household.json()) as { id: string }).id;
  const field = await owner.post(`/api/clubs/${clubId}/member-fields`, {
    label: "Level",
    type: "choice",
    choices: ["Gold"],
  });
  fieldId = ((await field.json()) as { id: string }).id;
  const rate = await owner.post(`/api/clubs/${clubId}/billing/tax-rates`, {
    name: "Reduced",
    percent: 7,
    kind: "standard",
  });
  taxRateId = ((await rate.json()) as { id: string }).id;
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

interface Endpoint {
  /** As the OpenAPI document names it, e.g. "PUT /api/clubs/{clubId}/settings/profile". */
  operation: string;
  path: () => string;
  /** A valid body: each text field is replaced in turn by a bad one. */
  body?: () => Json;
  /** Valid query parameters, likewise. */
  query?: Json;
  /** Who asks: the club's owner unless anonymous. */
  anonymous?: boolean;
  /** better-auth's routes are not in the document: their text fields, named here. */
  fields?: string[];
}

/** A better-auth route, asked anonymously: every value given (body of a POST, query of a GET) is text. */
function authRoute(operation: string, values: Record<string, string>): Endpoint {
  const path = operation.split(" ")[1] ?? "";
  const where = operation.startsWith("GET ") ? { query: values } : { body: () => ({ ...values }) };
  return { operation, path: () => path, ...where, fields: Object.keys(values), anonymous: true };
}

const profile = (): Json => ({
  name: "Hygiene Club",
  description: "A club",
  tagline: "Play well",
  email: "office@hygiene.example",
  contactNumber: "555 0100",
  website: "https://hygiene.example",
  address: { address: "1 Fairway", city: "Greenville", state: "GV", postalCode: "12345", country: "US" },
  currency: "USD",
  timezone: "America/New_York",
  availableSports: ["Golf"],
  sportContacts: [{ sport: "Golf", name: "Pro Shop", email: "pro@hygiene.example", phone: "555 0101" }],
  preferences: { language: "en", dateFormat: "MM/DD/YYYY", timeFormat: "12" },
});
const memberBody = (): Json => ({
  firstName: "Ann",
  lastName: "Other",
  email: "ann@hygiene.example",
  phoneNumber: "555 0102",
  membershipNumber: "HY001",
  dateOfBirth: "1990-01-02",
  notes: "A note",
  joinDate: "2026-01-05",
  membershipType: "monthly",
});
const clubPath = (rest = "") => `/api/clubs/${clubId}${rest}`;
/** An id of no record: the golf rows' ids, which a bad text never reaches. */
const NO_ID = "00000000-0000-4000-8000-000000000000";
/** A line of an invoice of one's own (its union's other kinds' text fields are checked too). */
const invoiceLine = (): Json => ({ kind: "custom", description: "Locker", quantity: 1, unitMinor: 500 });
const course = (): Json => ({
  name: "North",
  holes: 18,
  active: true,
  days: suggestedCourseDays(18, DEFAULT_SETTINGS_HOURS),
});
const nine = { par: 36, courseRating: 35.6, slopeRating: 126 };
const tee = (): Json => ({
  name: "White",
  colour: "#ffffff",
  holes: defaultTeeHoles(18),
  ratings: [{ gender: "male", par: 72, courseRating: 71.3, slopeRating: 128, front: nine, back: nine }],
});
const block = (): Json => ({
  courseId: NO_ID,
  startDate: "2030-06-03",
  repeatUntil: "2030-06-24",
  startTime: "10:00",
  endTime: "12:00",
  reason: "maintenance",
  note: "Greens aeration",
  bookings: "keep",
});
/** A tee time of the golf rows: a date far ahead, any course (the text is refused before it is looked up). */
const teeTime = (): Json => ({ courseId: NO_ID, date: "2030-06-03", time: "10:00" });
/** A competition's settings (issue 35): every text of it. */
const competition = (): Json => ({
  name: "Saturday Medal",
  playDate: "2030-06-15",
  courseId: NO_ID,
  holes: 18,
  tees: [
    { gender: "male", teeId: NO_ID },
    { gender: "female", teeId: NO_ID },
  ],
  format: "stableford",
  divisions: [{ name: "Division 1", maxIndex: null }],
  entryOpensOn: "2030-06-01",
  entryOpensTime: "08:00",
  entryClosesOn: "2030-06-13",
  entryClosesTime: "18:00",
  maxEntrants: 40,
  eligibility: { membershipTypeIds: [NO_ID], gender: null, minIndex: null, maxIndex: null },
  firstTeeTime: "08:00",
});
const group = () => [{ memberId }];

const endpoints: Endpoint[] = [
  {
    operation: "POST /api/clubs",
    path: () => "/api/clubs",
    body: () => ({
      name: "New Club",
      email: "office@new.example",
      contactNumber: "555 0103",
      website: "https://new.example",
      address: "2 Green Lane",
      description: "New",
      currency: "EUR",
      availableSports: ["Tennis"],
    }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/settings/profile",
    path: () => clubPath("/settings/profile"),
    body: profile,
  },
  {
    operation: "PUT /api/clubs/{clubId}/settings/hours",
    path: () => clubPath("/settings/hours"),
    body: () => structuredClone(DEFAULT_SETTINGS_HOURS) as Json,
  },
  {
    operation: "PUT /api/clubs/{clubId}/settings/branding",
    path: () => clubPath("/settings/branding"),
    body: () => ({ primaryColor: "#123456", emailTheme: "modern", theme: "dark" }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/settings/communication",
    path: () => clubPath("/settings/communication"),
    body: () => ({
      emailNotificationsEnabled: true,
      smsNotificationsEnabled: false,
      newsletterEnabled: true,
      automatedReminders: true,
      defaultSenderName: "Hygiene Club",
      defaultSenderEmail: "news@hygiene.example",
      replyToEmail: "office@hygiene.example",
      emailSignature: "See you on the course",
      customDomainEnabled: true,
      customDomain: "mail.hygiene.example",
      domainVerified: false,
      spfRecordStatus: "pending",
      dkimRecordStatus: "pending",
      dmarcRecordStatus: "pending",
    }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/settings/financial",
    path: () => clubPath("/settings/financial"),
    body: () => ({
      currency: "USD",
      paymentMethods: ["cash"],
      billingCycle: "monthly",
      autoBillingEnabled: false,
      lateFeePercentage: 2,
      refundPolicy: "Within 14 days",
      invoiceTerms: "Net 14",
      paymentGateway: { provider: "stripe", testMode: true },
      lateFeeType: "fixed",
      bankDetails: {
        accountHolder: "Hygiene Club e.V.",
        bankName: "Green Bank",
        accountNumber: "DE89 3704 0044 0532 0130 00",
        routingCode: "COBADEFFXXX",
      },
      paymentInstructions: "Quote the invoice number",
      taxNumber: "DE123456789",
      renewalInvoiceDays: 30,
      reminderDaysBeforeDue: 7,
    }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/settings/membership",
    path: () => clubPath("/settings/membership"),
    body: () => ({
      autoApproveApplications: false,
      requirePaymentOnSignup: false,
      memberIdPrefix: "HY",
      gracePeriodDays: 10,
      lateFeeAmount: 5,
    }),
  },
  // A wrong name: were the text let through, the club would still stand (400).
  {
    operation: "DELETE /api/clubs/{clubId}",
    path: () => clubPath(),
    body: () => ({ confirmName: "Not it" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/membership-types",
    path: () => clubPath("/membership-types"),
    body: () => ({
      name: "Junior",
      description: "Under 18",
      priceMinor: 1000,
      currency: "USD",
      billingPeriod: "annual",
    }),
  },
  {
    operation: "PATCH /api/clubs/{clubId}/membership-types/{typeId}",
    path: () => clubPath(`/membership-types/${typeId}`),
    body: () => ({ name: "Monthly plus", description: "More", currency: "USD" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/members/{memberId}/membership",
    path: () => clubPath(`/members/${memberId}/membership`),
    body: () => ({ action: "renew", membershipType: "annual", note: "Renewed at the desk" }),
  },
  {
    operation: "GET /api/clubs/{clubId}/members",
    path: () => clubPath("/members"),
    query: { q: "Mia", membershipType: "monthly" },
  },
  {
    // The mapping of another product's export (issue 32) travels in the query, as JSON text.
    operation: "POST /api/clubs/{clubId}/members/import",
    path: () => clubPath("/members/import"),
    query: { dryRun: "true", mapping: "{}" },
  },
  {
    operation: "GET /api/clubs/{clubId}/members/export.csv",
    path: () => clubPath("/members/export.csv"),
    query: { q: "Mia", membershipType: "monthly" },
  },
  { operation: "POST /api/clubs/{clubId}/members", path: () => clubPath("/members"), body: memberBody },
  {
    operation: "GET /api/clubs/{clubId}/households",
    path: () => clubPath("/households"),
    query: { q: "Hyg" },
  },
  {
    operation: "POST /api/clubs/{clubId}/households",
    path: () => clubPath("/households"),
    body: () => ({ name: "Hygiene family", memberIds: [memberId], payerMemberId: memberId }),
  },
  {
    operation: "PATCH /api/clubs/{clubId}/households/{householdId}",
    path: () => clubPath(`/households/${householdId}`),
    body: () => ({ name: "Hygiene household" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/member-fields",
    path: () => clubPath("/member-fields"),
    body: () => ({ label: "Locker", type: "choice", choices: ["A"] }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/member-fields/order",
    path: () => clubPath("/member-fields/order"),
    body: () => ({ ids: [fieldId] }),
  },
  {
    operation: "PATCH /api/clubs/{clubId}/member-fields/{fieldId}",
    path: () => clubPath(`/member-fields/${fieldId}`),
    body: () => ({ label: "Level", choices: ["Gold"] }),
  },
  {
    operation: "POST /api/clubs/{clubId}/applications",
    path: () => clubPath("/applications"),
    body: memberBody,
  },
  {
    operation: "PATCH /api/clubs/{clubId}/members/{memberId}",
    path: () => clubPath(`/members/${memberId}`),
    body: memberBody,
  },
  {
    operation: "POST /api/clubs/{clubId}/sign-in-invitations/count",
    path: () => clubPath("/sign-in-invitations/count"),
    body: () => ({ filter: { q: "Mia", membershipType: "monthly" } }),
  },
  {
    operation: "POST /api/clubs/{clubId}/sign-in-invitations",
    path: () => clubPath("/sign-in-invitations"),
    body: () => ({ filter: { q: "Mia", membershipType: "monthly" } }),
  },
  {
    operation: "POST /api/clubs/{clubId}/sign-in-invitations/resend",
    path: () => clubPath("/sign-in-invitations/resend"),
    body: () => ({ memberIds: [memberId] }),
  },
  {
    operation: "POST /api/clubs/{clubId}/sign-in-invitations/statuses",
    path: () => clubPath("/sign-in-invitations/statuses"),
    body: () => ({ memberIds: [memberId] }),
  },
  {
    operation: "POST /api/sign-in-links/lookup",
    path: () => "/api/sign-in-links/lookup",
    body: () => ({ token: "abc" }),
    anonymous: true,
  },
  {
    operation: "POST /api/sign-in-links/password",
    path: () => "/api/sign-in-links/password",
    body: () => ({ token: "abc", password: PASSWORD }),
    anonymous: true,
  },
  {
    operation: "POST /api/clubs/{clubId}/invitations",
    path: () => clubPath("/invitations"),
    body: () => ({ email: "guest@hygiene.example", role: "member", message: "Join us" }),
  },
  {
    operation: "POST /api/invitations/lookup",
    path: () => "/api/invitations/lookup",
    body: () => ({ token: "abc" }),
    anonymous: true,
  },
  {
    operation: "POST /api/invitations/decline",
    path: () => "/api/invitations/decline",
    body: () => ({ token: "abc" }),
    anonymous: true,
  },
  {
    operation: "POST /api/invitations/accept",
    path: () => "/api/invitations/accept",
    body: () => ({ token: "abc" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/ownership-transfer",
    path: () => clubPath("/ownership-transfer"),
    body: () => ({ adminId: randomUUID() }),
  },
  {
    operation: "POST /api/ownership-transfers/lookup",
    path: () => "/api/ownership-transfers/lookup",
    body: () => ({ token: "abc" }),
  },
  {
    operation: "POST /api/ownership-transfers/accept",
    path: () => "/api/ownership-transfers/accept",
    body: () => ({ token: "abc" }),
  },
  {
    operation: "POST /api/ownership-transfers/decline",
    path: () => "/api/ownership-transfers/decline",
    body: () => ({ token: "abc" }),
  },
  {
    operation: "POST /api/invitations/register",
    path: () => "/api/invitations/register",
    body: () => ({ token: "abc", firstName: "New", lastName: "Person", password: PASSWORD }),
    anonymous: true,
  },
  {
    operation: "POST /api/public/clubs/{clubId}/join",
    path: () => `/api/public/clubs/${clubId}/join`,
    body: () => ({
      firstName: "New",
      lastName: "Person",
      email: "new.person@example.com",
      password: PASSWORD,
      membershipType: "monthly",
      dateOfBirth: "2001-02-03",
      phoneNumber: "+1 555 0100",
      website: "",
      proof: { challenge: "abc.def", nonce: "1" },
    }),
    anonymous: true,
  },
  {
    operation: "GET /api/public/clubs/{clubId}/visitors/tee-times",
    path: () => `/api/public/clubs/${clubId}/visitors/tee-times`,
    query: { courseId: NO_ID, date: "2030-06-03" },
    anonymous: true,
  },
  {
    operation: "POST /api/public/clubs/{clubId}/visitors/bookings",
    path: () => `/api/public/clubs/${clubId}/visitors/bookings`,
    body: () => ({
      courseId: NO_ID,
      date: "2030-06-07",
      time: "10:00",
      players: [{ name: "Greta Visitor", handicap: 18.4, junior: false }],
      name: "Greta Visitor",
      email: "greta.visitor@example.com",
      phone: "+49 170 1234567",
      acceptPolicy: true,
      website: "",
    }),
    anonymous: true,
  },
  {
    operation: "POST /api/public/clubs/{clubId}/society/requests",
    path: () => `/api/public/clubs/${clubId}/society/requests`,
    body: () => ({
      societyName: "Thursday Swingers",
      name: "Olive Organiser",
      email: "olive@society.example",
      phone: "+1 555 0100",
      courseId: null,
      date: "2030-06-08",
      fromTime: "09:00",
      alternativeDate: null,
      players: 12,
      message: "A shotgun start, please.",
      website: "",
    }),
    anonymous: true,
  },
  {
    operation: "PUT /api/clubs/{clubId}/golf/visitor-settings",
    path: () => clubPath("/golf/visitor-settings"),
    body: () => ({
      enabled: false,
      windowDays: 14,
      maxPlayers: 4,
      handicapRequired: false,
      maxHandicap: null,
      refundHours: 48,
      policy: "Cancel two days ahead for a full refund.",
    }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/society-requests/{requestId}/quote",
    path: () => clubPath(`/golf/society-requests/${NO_ID}/quote`),
    body: () => ({ perPlayerMinor: 4000, message: "Buggies included." }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/society-requests/{requestId}/decline",
    path: () => clubPath(`/golf/society-requests/${NO_ID}/decline`),
    body: () => ({ message: "The course is closed." }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/payment-credentials/{gateway}",
    path: () => clubPath("/payment-credentials/stripe"),
    body: () => ({ credentials: { secretKey: "sk_test_1234567890" } }),
  },
  {
    operation: "POST /api/clubs/{clubId}/communications/domain/setup",
    path: () => clubPath("/communications/domain/setup"),
    body: () => ({ domain: "mail.hygiene.example" }),
  },
  // Golf settings, courses and blocks: ids need not exist (the text is refused before any record is read).
  {
    operation: "PUT /api/clubs/{clubId}/golf/settings",
    path: () => clubPath("/golf/settings"),
    body: () => ({ ...GOLF_SETTINGS_DEFAULTS }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/price-classes",
    path: () => clubPath("/golf/price-classes"),
    body: () => ({
      name: "Twilight",
      kind: "twilight",
      courseId: null,
      weekdays: ["monday"],
      fromTime: "16:00",
      untilTime: null,
      priceMinor: 4500,
      active: true,
    }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/golf/price-classes/{priceClassId}",
    path: () => clubPath(`/golf/price-classes/${NO_ID}`),
    body: () => ({
      name: "Twilight",
      kind: "twilight",
      courseId: null,
      weekdays: ["monday"],
      fromTime: "16:00",
      untilTime: null,
      priceMinor: 4500,
      active: true,
    }),
  },
  { operation: "POST /api/clubs/{clubId}/golf/courses", path: () => clubPath("/golf/courses"), body: course },
  {
    operation: "PUT /api/clubs/{clubId}/golf/courses/{courseId}",
    path: () => clubPath(`/golf/courses/${NO_ID}`),
    body: course,
  },
  {
    operation: "PUT /api/clubs/{clubId}/golf/courses/order",
    path: () => clubPath("/golf/courses/order"),
    body: () => ({ courseIds: [NO_ID] }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/courses/{courseId}/tees",
    path: () => clubPath(`/golf/courses/${NO_ID}/tees`),
    body: tee,
  },
  {
    operation: "PUT /api/clubs/{clubId}/golf/courses/{courseId}/tees/{teeId}",
    path: () => clubPath(`/golf/courses/${NO_ID}/tees/${NO_ID}`),
    body: tee,
  },
  {
    operation: "PUT /api/clubs/{clubId}/golf/courses/{courseId}/tees/order",
    path: () => clubPath(`/golf/courses/${NO_ID}/tees/order`),
    body: () => ({ teeIds: [NO_ID] }),
  },
  {
    operation: "GET /api/clubs/{clubId}/golf/blocks",
    path: () => clubPath("/golf/blocks"),
    query: { courseId: NO_ID, from: "2030-06-01", to: "2030-06-30" },
  },
  { operation: "POST /api/clubs/{clubId}/golf/blocks", path: () => clubPath("/golf/blocks"), body: block },
  {
    operation: "POST /api/clubs/{clubId}/golf/blocks/preview",
    path: () => clubPath("/golf/blocks/preview"),
    body: block,
  },
  // Golf bookings, the tee sheet, the ballot and the waiting list: likewise, no record is needed.
  {
    operation: "GET /api/clubs/{clubId}/golf/tee-sheet",
    path: () => clubPath("/golf/tee-sheet"),
    query: { courseId: NO_ID, date: "2030-06-03" },
  },
  // A member's device for Web Push (decision 072): the browser's subscription, and its endpoint to forget.
  {
    operation: "POST /api/me/push/subscriptions",
    path: () => "/api/me/push/subscriptions",
    body: () => ({
      endpoint: "https://push.example/send/abc",
      keys: {
        p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
        auth: "tBHItJI5svbpez7KI4CCXg",
      },
    }),
  },
  {
    operation: "POST /api/me/push/subscriptions/remove",
    path: () => "/api/me/push/subscriptions/remove",
    body: () => ({ endpoint: "https://push.example/send/abc" }),
  },
  {
    operation: "GET /api/clubs/{clubId}/golf/starter-sheet",
    path: () => clubPath("/golf/starter-sheet"),
    query: { courseId: NO_ID, date: "2030-06-03" },
  },
  {
    operation: "GET /api/clubs/{clubId}/golf/members/search",
    path: () => clubPath("/golf/members/search"),
    query: { q: "Mia", limit: "5" },
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/bookings",
    path: () => clubPath("/golf/bookings"),
    body: () => ({ ...teeTime(), players: group(), override: false }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/bookings/{bookingId}/move",
    path: () => clubPath(`/golf/bookings/${NO_ID}/move`),
    body: () => ({ ...teeTime(), override: false }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/bookings/{bookingId}/cancel",
    path: () => clubPath(`/golf/bookings/${NO_ID}/cancel`),
    body: () => ({ override: false, reason: "Rain" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/bookings/{bookingId}/players",
    path: () => clubPath(`/golf/bookings/${NO_ID}/players`),
    body: () => ({ players: group(), override: false }),
  },
  {
    operation: "GET /api/clubs/{clubId}/golf/ballots",
    path: () => clubPath("/golf/ballots"),
    query: { courseId: NO_ID, date: "2030-06-03" },
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/ballots/entries",
    path: () => clubPath("/golf/ballots/entries"),
    body: () => ({
      courseId: NO_ID,
      date: "2030-06-03",
      players: group(),
      earliest: "09:00",
      latest: "11:00",
    }),
  },
  {
    operation: "POST /api/clubs/{clubId}/golf/waitlist",
    path: () => clubPath("/golf/waitlist"),
    body: () => ({ ...teeTime(), players: group() }),
  },
  // Handicaps (issue 35): a member's golf profile, a score posted for them, the scores export.
  {
    operation: "PUT /api/clubs/{clubId}/members/{memberId}/golf-profile",
    path: () => clubPath(`/members/${memberId}/golf-profile`),
    body: () => ({
      handicapIndex: 12.4,
      homeClub: "Riverside",
      associationPlayerId: "ENG-1",
      teeGender: "male",
    }),
  },
  {
    operation: "POST /api/clubs/{clubId}/members/{memberId}/golf-profile/scores",
    path: () => clubPath(`/members/${memberId}/golf-profile/scores`),
    body: () => ({ playedOn: "2026-06-01", courseId: NO_ID, teeId: NO_ID, holes: 18, adjustedGross: 90 }),
  },
  {
    operation: "GET /api/clubs/{clubId}/handicaps/scores.csv",
    path: () => clubPath("/handicaps/scores.csv"),
    query: { from: "2026-01-01", to: "2026-12-31" },
  },
  {
    operation: "POST /api/clubs/{clubId}/competitions",
    path: () => clubPath("/competitions"),
    body: () => competition(),
  },
  {
    operation: "PUT /api/clubs/{clubId}/competitions/{competitionId}",
    path: () => clubPath(`/competitions/${NO_ID}`),
    body: () => competition(),
  },
  {
    operation: "POST /api/clubs/{clubId}/competitions/{competitionId}/entries",
    path: () => clubPath(`/competitions/${NO_ID}/entries`),
    body: () => ({
      memberId: null,
      guest: { name: "Gus Guest", homeClub: "Elsewhere GC", handicapIndex: 8.2, gender: "male" },
      partnerGuest: { name: "Hal Guest", homeClub: "Elsewhere GC", handicapIndex: 9.1, gender: "male" },
      timeRequest: null,
    }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/competitions/{competitionId}/entries/{entryId}/partner",
    path: () => clubPath(`/competitions/${NO_ID}/entries/${NO_ID}/partner`),
    body: () => ({ partnerEntryId: NO_ID }),
  },
  // Member accounts (decision 081).
  {
    operation: "POST /api/clubs/{clubId}/billing/accounts/{memberId}/top-ups",
    path: () => clubPath(`/billing/accounts/${NO_ID}/top-ups`),
    body: () => ({ method: "cash", amountMinor: 1_000, note: "At the bar" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/accounts/{memberId}/charges",
    path: () => clubPath(`/billing/accounts/${NO_ID}/charges`),
    body: () => ({ description: "Range tokens", amountMinor: 500, note: "Two buckets" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/accounts/{memberId}/refunds",
    path: () => clubPath(`/billing/accounts/${NO_ID}/refunds`),
    body: () => ({ chargeId: NO_ID, amountMinor: 500, note: "Spilt" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/price-list",
    path: () => clubPath("/billing/price-list"),
    body: () => ({ name: "Locker rental", priceMinor: 1_500 }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/billing/price-list/{itemId}",
    path: () => clubPath(`/billing/price-list/${NO_ID}`),
    body: () => ({ name: "Locker rental", priceMinor: 1_500, active: true }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/invoices/{invoiceId}/overpayment-to-account",
    path: () => clubPath(`/billing/invoices/${NO_ID}/overpayment-to-account`),
    body: () => ({ paymentId: NO_ID }),
  },
  {
    operation: "GET /api/clubs/{clubId}/billing/invoices",
    path: () => clubPath("/billing/invoices"),
    query: { q: "ada", memberId: NO_ID, from: "2026-01-01", to: "2026-12-31" },
  },
  {
    operation: "GET /api/clubs/{clubId}/billing/invoices.csv",
    path: () => clubPath("/billing/invoices.csv"),
    query: { q: "ada", memberId: NO_ID, from: "2026-01-01", to: "2026-12-31" },
  },
  {
    operation: "GET /api/clubs/{clubId}/billing/payments.csv",
    path: () => clubPath("/billing/payments.csv"),
    query: { from: "2026-01-01", to: "2026-12-31" },
  },
  {
    operation: "GET /api/clubs/{clubId}/billing/sepa/mandates",
    path: () => clubPath("/billing/sepa/mandates"),
    query: { memberId: NO_ID },
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/sepa/mandates",
    path: () => clubPath("/billing/sepa/mandates"),
    body: () => ({
      memberId,
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      accountHolder: "Ada Player",
      reference: "MANDATE-1",
      signedOn: "2026-05-01",
    }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/billing/sepa/mandates/{mandateId}",
    path: () => clubPath(`/billing/sepa/mandates/${NO_ID}`),
    body: () => ({
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      accountHolder: "Ada Player",
      reference: "MANDATE-1",
      signedOn: "2026-05-01",
    }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/sepa/my-mandate",
    path: () => clubPath("/billing/sepa/my-mandate"),
    body: () => ({
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      accountHolder: "Ada Player",
      consent: true,
      textVersion: "2026-12",
    }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/sepa/runs/{runId}/invoices/{invoiceId}/return",
    path: () => clubPath(`/billing/sepa/runs/${NO_ID}/invoices/${NO_ID}/return`),
    body: () => ({ reasonCode: "AM04", feeMinor: 300, returnedOn: "2026-05-01" }),
  },
  {
    operation: "GET /api/clubs/{clubId}/billing/journal",
    path: () => clubPath("/billing/journal"),
    query: { from: "2026-01-01", to: "2026-12-31", format: "xero" },
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/tax-rates",
    path: () => clubPath("/billing/tax-rates"),
    body: () => ({ name: `Exempt ${randomUUID()}`, percent: 0, kind: "exempt", note: "Steuerfrei" }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/billing/tax-rates/{taxRateId}",
    path: () => clubPath(`/billing/tax-rates/${taxRateId}`),
    body: () => ({ name: "Reduced", percent: 0, kind: "exempt", note: "Steuerfrei nach § 4" }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/billing/journal/settings",
    path: () => clubPath("/billing/journal/settings"),
    body: () => ({
      receivable: "1400",
      revenue: {
        membership: "8200",
        joining_fee: "8200",
        green_fee: "8300",
        late_fee: "8400",
        custom: "8900",
      },
      membershipTypes: [{ membershipType: "annual", account: "8210" }],
      tax: "1770",
      taxRates: [],
      payments: { bank_transfer: "1200", cash: "1000", card: "1360", stripe: "1361" },
      datev: {
        consultantNumber: null,
        clientNumber: null,
        accountLength: 4,
        chart: "03",
        financialYearStartMonth: 1,
      },
    }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/invoices",
    path: () => clubPath("/billing/invoices"),
    body: () => ({ memberId, lines: [invoiceLine()], notes: "Note" }),
  },
  {
    operation: "PUT /api/clubs/{clubId}/billing/invoices/{invoiceId}",
    path: () => clubPath(`/billing/invoices/${NO_ID}`),
    body: () => ({ memberId, lines: [invoiceLine()], notes: "Note" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/invoices/{invoiceId}/payments",
    path: () => clubPath(`/billing/invoices/${NO_ID}/payments`),
    body: () => ({ method: "cash", amountMinor: 100, receivedOn: "2026-01-02", reference: "Ref" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/payments/{paymentId}/refunds",
    path: () => clubPath(`/billing/payments/${NO_ID}/refunds`),
    body: () => ({ amountMinor: 100, reason: "Reason", refundedOn: "2026-01-02" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/invoices/{invoiceId}/void",
    path: () => clubPath(`/billing/invoices/${NO_ID}/void`),
    body: () => ({ reason: "Reason" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/billing/invoices/{invoiceId}/reissue",
    path: () => clubPath(`/billing/invoices/${NO_ID}/reissue`),
    body: () => ({ reason: "Reason" }),
  },
  {
    operation: "GET /api/clubs/{clubId}/communication-templates",
    path: () => clubPath("/communication-templates"),
    query: { category: "event", search: "news" },
  },
  {
    operation: "POST /api/clubs/{clubId}/communication-templates",
    path: () => clubPath("/communication-templates"),
    body: () => ({ name: "News", category: "event", subject: "Hi {{first_name}}", bodyHtml: "<p>Hi</p>" }),
  },
  {
    operation: "PATCH /api/clubs/{clubId}/communication-templates/{templateId}",
    path: () => clubPath(`/communication-templates/${NO_ID}`),
    body: () => ({ name: "News", category: "event", subject: "Hi {{first_name}}", bodyHtml: "<p>Hi</p>" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/communication-templates/preview",
    path: () => clubPath("/communication-templates/preview"),
    body: () => ({ subject: "Hi {{first_name}}", bodyHtml: "<p>Hi</p>", memberId }),
  },
  {
    operation: "POST /api/clubs/{clubId}/communication-templates/test",
    path: () => clubPath("/communication-templates/test"),
    body: () => ({ subject: "Hi {{first_name}}", bodyHtml: "<p>Hi</p>" }),
  },
  {
    operation: "POST /api/clubs/{clubId}/communications/audience",
    path: () => clubPath("/communications/audience"),
    body: () => ({ audience: { kind: "membershipType", values: ["annual"] } }),
  },
  {
    operation: "POST /api/clubs/{clubId}/communications/audience",
    path: () => clubPath("/communications/audience"),
    body: () => ({ audience: { kind: "customField", fieldId, values: ["Gold"] } }),
  },
  {
    operation: "POST /api/clubs/{clubId}/communications/messages",
    path: () => clubPath("/communications/messages"),
    body: () => ({
      subject: "Hello {{first_name}}",
      bodyHtml: "<p>Hello</p>",
      templateId: NO_ID,
      audience: { kind: "membershipType", values: ["annual"] },
      scheduledAt: "2030-01-01T10:00:00Z",
    }),
  },
  {
    operation: "POST /api/audit/events",
    path: () => "/api/audit/events",
    body: () => ({
      events: [
        {
          eventId: randomUUID(),
          timestamp: new Date().toISOString(),
          clubId,
          eventType: "user_action",
          eventCategory: "members",
          action: "members.update",
          resourceType: "member",
          resourceId: "m-1",
          resourceName: "Member",
          requestMethod: "PATCH",
          requestPath: "/api/clubs/x/members/m-1",
          errorMessage: "Refused",
          errorCode: "FORBIDDEN",
        },
      ],
    }),
  },
  {
    operation: "GET /api/clubs/{clubId}/audit-logs",
    path: () => clubPath("/audit-logs"),
    query: { user: "system", q: "clubs", from: "2030-01-01T00:00:00Z", to: "2030-02-01T00:00:00Z" },
  },
  {
    operation: "GET /api/clubs/{clubId}/audit-events",
    path: () => clubPath("/audit-events"),
    query: { user: "system", q: "login", action: "login", from: "2030-01-01T00:00:00Z" },
  },
  {
    operation: "POST /api/clubs/{clubId}/audit-logs/exports",
    path: () => clubPath("/audit-logs/exports"),
    body: () => ({
      source: "events",
      format: "csv",
      filters: { user: "system", q: "login", action: "login" },
    }),
  },
  {
    operation: "POST /api/webhooks/postmark",
    path: () => "/api/webhooks/postmark",
    body: () => ({ RecordType: "Delivery", MessageID: "abc" }),
    anonymous: true,
  },
  // better-auth's routes (not in the OpenAPI document).
  authRoute("POST /api/auth/sign-up/email", {
    email: "new@hygiene.example",
    password: PASSWORD,
    firstName: "New",
    lastName: "Person",
    name: "New Person",
  }),
  authRoute("POST /api/auth/sign-in/email", { email: "hygiene.owner@example.com", password: "not it" }),
  authRoute("POST /api/auth/request-password-reset", {
    email: "hygiene.owner@example.com",
    redirectTo: "/reset-password",
  }),
  authRoute("POST /api/auth/reset-password", { newPassword: PASSWORD, token: "abc" }),
  authRoute("POST /api/auth/sign-in/email-otp", { email: "hygiene.owner@example.com", otp: "123456" }),
  authRoute("GET /api/auth/verify-email", { token: "abc" }),
];

// --- The text fields of an operation, from its schema in the OpenAPI document -----------------------------

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
interface TextField {
  path: string;
  /** No pattern or format of its own: the rule's message is the only one. */
  free: boolean;
}

const types = (s: JsonSchema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function textFields(schema: JsonSchema | undefined, path: string[] = []): TextField[] {
  if (!schema) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const found = variants.flatMap((v) => textFields(v, path));
  if (types(schema).includes("string") && !schema.enum && schema.const === undefined) {
    found.push({ path: path.join("."), free: !schema.pattern && !schema.format });
  }
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...textFields(property, [...path, key]));
  if (typeof schema.additionalProperties === "object")
    found.push(...textFields(schema.additionalProperties, [...path, "*"]));
  if (schema.items) found.push(...textFields(schema.items, [...path, "0"]));
  return [...new Map(found.map((f) => [f.path, f])).values()];
}

async function documentOperations(): Promise<Map<string, { body: TextField[]; query: TextField[] }>> {
  const doc = (await (await t.fetch("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  const operations = new Map<string, { body: TextField[]; query: TextField[] }>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const body = textFields(op.requestBody?.content["application/json"]?.schema);
      const query = (op.parameters ?? [])
        .filter((p) => p.in === "query")
        .flatMap((p) => textFields(p.schema, [p.name]));
      if (body.length + query.length > 0) operations.set(`${method.toUpperCase()} ${path}`, { body, query });
    }
  }
  return operations;
}

/** `value` with the field at `path` set to `bad` (a record's "*" becomes the first key of the valid body). */
function withField(value: Json, path: string, bad: string): Json {
  const copy = structuredClone(value);
  const keys = path.split(".");
  let at: Record<string, unknown> = copy;
  keys.forEach((key, i) => {
    const name = key === "*" ? (Object.keys(at)[0] ?? "secretKey") : key;
    if (i === keys.length - 1) at[name] = bad;
    else {
      at[name] ??= /^\d+$/.test(keys[i + 1] ?? "") ? [] : {};
      at = at[name] as Record<string, unknown>;
    }
  });
  return copy;
}

const BAD = {
  nul: "Bad\u0000text",
  "lone high surrogate": "Bad\ud800text",
  "lone low surrogate": "\udc00Bad",
};

function send(
  endpoint: Endpoint,
  body?: Json,
  query?: Json,
  raw?: Uint8Array<ArrayBuffer>,
): Promise<Response> {
  const client = endpoint.anonymous ? new Client(t, "198.51.100.200") : owner;
  const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : "";
  const method = endpoint.operation.split(" ")[0] ?? "GET";
  if (raw)
    return client.request(endpoint.path(), {
      method,
      headers: { "content-type": "application/json" },
      body: raw,
    });
  return client.request(`${endpoint.path()}${search}`, body ? { method, json: body } : { method });
}

async function stored(): Promise<number[]> {
  const counts = await t.database.db.execute(
    sql`select (select count(*) from audit_trail)::int as audit, (select count(*) from "user")::int as users,
               (select count(*) from verification)::int as verifications`,
  );
  const row = (counts as unknown as { rows: { audit: number; users: number; verifications: number }[] })
    .rows[0];
  return [row?.audit ?? -1, row?.users ?? -1, row?.verifications ?? -1];
}

describe("text with a NUL or a lone surrogate", () => {
  it("every operation of the API with text has a row in the table", async () => {
    const documented = [...(await documentOperations()).keys()];
    const listed = new Set(endpoints.map((e) => e.operation));
    expect(documented.filter((op) => !listed.has(op))).toEqual([]);
  });

  it("is refused with 422 naming the field, in every text of every endpoint, and nothing is stored", async () => {
    const operations = await documentOperations();
    const before = await stored();
    const wrong: unknown[] = [];
    let tried = 0;
    for (const endpoint of endpoints) {
      const fromDoc = operations.get(endpoint.operation);
      const given = (endpoint.fields ?? []).map((path) => ({ path, free: true }));
      const bodyFields = endpoint.body ? (fromDoc?.body ?? given) : [];
      const queryFields = endpoint.query ? (fromDoc?.query ?? given) : [];
      expect([endpoint.operation, bodyFields.length + queryFields.length > 0]).toEqual([
        endpoint.operation,
        true,
      ]);
      const tries = [
        ...bodyFields.flatMap((field) =>
          Object.entries(BAD).map(([kind, bad]) => ({
            field,
            kind,
            body: withField(endpoint.body?.() ?? {}, field.path, bad),
            query: endpoint.query,
          })),
        ),
        // A URL cannot carry a lone surrogate (it has no UTF-8 form to percent-encode).
        ...queryFields.map((field) => ({
          field,
          kind: "nul",
          body: endpoint.body?.(),
          query: { ...endpoint.query, [field.path]: BAD.nul },
        })),
      ];
      for (const { field, kind, body, query } of tries) {
        tried++;
        const res = await send(endpoint, body, query);
        const answer = (await res.json().catch(() => null)) as {
          fields?: { path: string; message: string }[];
        } | null;
        const named = answer?.fields?.find((f) => f.path === field.path.replace("*", "secretKey"));
        const ok =
          res.status === 422 && named && (!field.free || named.message === HIDDEN_CHARACTERS_MESSAGE);
        if (!ok) {
          const said = answer?.fields ?? answer;
          wrong.push({ operation: endpoint.operation, field: field.path, kind, status: res.status, said });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(200);
    expect(await stored()).toEqual(before);
  });

  it("in a path parameter finds nothing (404)", async () => {
    for (const path of [
      `/api/clubs/%00/settings`,
      `/api/clubs/${clubId}/members/%00`,
      `/api/clubs/${clubId}/members/%ED%A0%80`,
    ]) {
      expect([path, (await owner.request(path)).status]).toEqual([path, 404]);
    }
  });
});

describe("a JSON body that is not UTF-8", () => {
  it("answers 400 on every endpoint with a body, and nothing is stored", async () => {
    const operations = await documentOperations();
    const before = await stored();
    const wrong: unknown[] = [];
    for (const endpoint of endpoints.filter((e) => e.body)) {
      // "Jürgen" with ü in Latin-1 (0xFC), in the first text field.
      const documented = operations.get(endpoint.operation)?.body.map((f) => f.path) ?? [];
      const field = [...(endpoint.fields ?? []), ...documented][0] ?? "";
      const utf8 = new TextEncoder().encode(
        JSON.stringify(withField(endpoint.body?.() ?? {}, field, "J\u00fcrgen")),
      );
      const at = utf8.findIndex((b, i) => b === 0xc3 && utf8[i + 1] === 0xbc);
      const latin1 = new Uint8Array([...utf8.slice(0, at), 0xfc, ...utf8.slice(at + 2)]);
      const res = await send(endpoint, undefined, undefined, latin1);
      const answer = await res.json().catch(() => null);
      if (
        res.status !== 400 ||
        JSON.stringify(answer) !== JSON.stringify({ code: "BAD_REQUEST", title: NOT_UTF8 })
      ) {
        wrong.push({ operation: endpoint.operation, field, status: res.status, answer });
      }
    }
    expect(wrong).toEqual([]);
    expect(await stored()).toEqual(before);
  });
});
