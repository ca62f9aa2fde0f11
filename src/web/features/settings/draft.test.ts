import { describe, expect, it } from "vitest";
import { CLUB_DEFAULTS, type ClubSettings, DEFAULT_SETTINGS_HOURS } from "../../../shared/clubs.ts";
import { changedSections, draftOf, sameValue } from "./draft.ts";
import { discardEdits, editSection, settleSection, workingCopyOf } from "./draft-store.ts";

const settings: ClubSettings = {
  id: "6f1c1c53-3f39-4a53-9d0e-5a3c3f1f5e11",
  profile: {
    name: "Riverside Golf Club",
    description: null,
    tagline: null,
    email: "club@example.com",
    contactNumber: null,
    website: null,
    address: null,
    currency: "USD",
    timezone: "America/New_York",
    availableSports: ["golf"],
    sportContacts: [],
    preferences: { language: "en", dateFormat: "MM/DD/YYYY", timeFormat: "12" },
  },
  operatingHours: DEFAULT_SETTINGS_HOURS,
  branding: { ...CLUB_DEFAULTS.branding },
  theme: "auto",
  communication: { ...CLUB_DEFAULTS.communication },
  financial: { ...CLUB_DEFAULTS.financial, paymentMethods: ["stripe", "bank_transfer"] },
  membership: { ...CLUB_DEFAULTS.membership },
  establishedYear: 2026,
  createdYear: 2026,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the working copy against the snapshot", () => {
  it("has no changes when it equals the snapshot", () => {
    const draft = draftOf(settings);
    expect(changedSections(draft, draftOf(settings))).toEqual([]);
  });

  it("names each changed section, in the screen's order", () => {
    const saved = draftOf(settings);
    const draft = {
      ...saved,
      membership: { ...saved.membership, memberIdPrefix: "RGC" },
      profile: { ...saved.profile, name: "Riverside Links" },
    };
    expect(changedSections(draft, saved)).toEqual(["profile", "membership"]);
  });

  it("takes a value typed and typed back as unchanged", () => {
    const saved = draftOf(settings);
    const draft = { ...saved, profile: { ...saved.profile, tagline: null, availableSports: ["golf"] } };
    expect(changedSections(draft, saved)).toEqual([]);
  });

  it("carries the theme with the branding section, as the server saves them together", () => {
    expect(draftOf(settings).branding).toEqual({
      primaryColor: "#0ea5e9",
      emailTheme: "default",
      theme: "auto",
    });
  });
});

describe("sameValue", () => {
  it("ignores keys holding undefined and treats NaN as itself", () => {
    expect(sameValue({ isOpen: false }, { isOpen: false, openTime: undefined })).toBe(true);
    expect(sameValue({ fee: Number.NaN }, { fee: Number.NaN })).toBe(true);
    expect(sameValue({ fee: Number.NaN }, { fee: 5 })).toBe(false);
  });
  it("compares lists in order", () => {
    expect(sameValue(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameValue(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });
});

describe("the working copy store", () => {
  const clubA = "club-a";
  const clubB = "club-b";
  const read = (clubId: string) => workingCopyOf(clubId);

  it("gives one club's edits to that club only, and drops them when another club is edited", () => {
    discardEdits();
    editSection(clubA, "membership", { ...CLUB_DEFAULTS.membership, memberIdPrefix: "A" });
    expect(read(clubA).edits.membership?.memberIdPrefix).toBe("A");
    expect(read(clubB).edits).toEqual({});
    editSection(clubB, "membership", { ...CLUB_DEFAULTS.membership, memberIdPrefix: "B" });
    expect(read(clubA).edits).toEqual({});
  });

  it("forgets a saved section unless it was edited again meanwhile", () => {
    discardEdits();
    const sent = { ...CLUB_DEFAULTS.membership, memberIdPrefix: "X" };
    editSection(clubA, "membership", sent);
    settleSection(clubA, "membership", sent);
    expect(read(clubA).edits.membership).toBeUndefined();

    editSection(clubA, "membership", sent);
    editSection(clubA, "membership", { ...sent, memberIdPrefix: "XY" });
    settleSection(clubA, "membership", sent);
    expect(read(clubA).edits.membership?.memberIdPrefix).toBe("XY");
  });
});
