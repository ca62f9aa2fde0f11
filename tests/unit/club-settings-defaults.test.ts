import { describe, expect, it } from "vitest";
import {
  CLUB_DEFAULTS,
  financialSettingsOf,
  financialSettingsSchema,
  membershipSettingsOf,
  membershipSettingsSchema,
} from "../../src/shared/clubs.ts";

/** The financial settings as a club created before billing's settings stored them (no new keys). */
const OLD_FINANCIAL = {
  currency: "EUR",
  paymentMethods: ["bank_transfer", "cash"],
  billingCycle: "monthly",
  autoBillingEnabled: false,
  lateFeePercentage: 2.5,
  refundPolicy: "Within 14 days",
  invoiceTerms: "Net 14",
  paymentGateway: { provider: "stripe", testMode: false },
};

describe("financialSettingsOf", () => {
  it("keeps what an old row stored and fills the settings it lacks with the defaults", () => {
    const settings = financialSettingsOf(OLD_FINANCIAL);
    expect(settings).toEqual({
      ...OLD_FINANCIAL,
      lateFeeType: "percentage",
      bankDetails: { accountHolder: null, bankName: null, accountNumber: null, routingCode: null },
      paymentInstructions: null,
      taxNumber: null,
      renewalInvoiceDays: 30,
      reminderDaysBeforeDue: 7,
      sepaCreditorId: null,
      sepaPreNotificationDays: 14,
      sepaPainVersion: "pain.008.001.08",
      sepaChargeReturnFee: true,
      accountCompetitionEntries: false,
      accountGreenFees: false,
      accountAutoTopUp: false,
    });
    // Complete: the settings schema (the API's answer) takes it as it is.
    expect(financialSettingsSchema.parse(settings)).toEqual(settings);
  });

  it("lets every stored value win, null included where null is a value", () => {
    const stored = {
      ...OLD_FINANCIAL,
      lateFeeType: "fixed",
      bankDetails: {
        accountHolder: "Riverside GC",
        bankName: "First Bank",
        accountNumber: "GB29 NWBK 6016 1331 9268 19",
        routingCode: "NWBKGB2L",
      },
      paymentInstructions: "Quote the invoice number.",
      taxNumber: "GB123456789",
      renewalInvoiceDays: 0,
      reminderDaysBeforeDue: 0,
      refundPolicy: null,
      sepaCreditorId: "DE98ZZZ09999999999",
      sepaPreNotificationDays: 5,
      sepaPainVersion: "pain.008.001.02",
      sepaChargeReturnFee: false,
      accountCompetitionEntries: true,
      accountGreenFees: true,
      accountAutoTopUp: true,
    };
    expect(financialSettingsOf(stored)).toEqual(stored);
  });

  it("tolerates a row without the gateway, a partial gateway or partial bank details", () => {
    const { paymentGateway: _gone, ...withoutGateway } = OLD_FINANCIAL;
    expect(financialSettingsOf(withoutGateway).paymentGateway).toEqual({
      provider: "stripe",
      testMode: true,
    });
    expect(financialSettingsOf({ paymentGateway: { testMode: false } }).paymentGateway).toEqual({
      provider: "stripe",
      testMode: false,
    });
    expect(financialSettingsOf({ bankDetails: { bankName: "First Bank" } }).bankDetails).toEqual({
      accountHolder: null,
      bankName: "First Bank",
      accountNumber: null,
      routingCode: null,
    });
    // A key present but undefined counts as missing.
    expect(financialSettingsOf({ renewalInvoiceDays: undefined }).renewalInvoiceDays).toBe(30);
  });

  it("gives the defaults for nothing stored, and never hands out the defaults themselves to be changed", () => {
    for (const nothing of [null, undefined, "not an object", 42, []]) {
      expect(financialSettingsOf(nothing)).toEqual(CLUB_DEFAULTS.financial);
    }
    const settings = financialSettingsOf(null);
    settings.paymentMethods.push("card");
    settings.bankDetails.bankName = "Changed";
    settings.paymentGateway.testMode = false;
    expect(financialSettingsOf(null)).toEqual(CLUB_DEFAULTS.financial);
    expect(CLUB_DEFAULTS.financial.paymentMethods).toEqual(["stripe", "bank_transfer"]);
  });
});

describe("membershipSettingsOf", () => {
  it("keeps stored values and fills missing ones with the defaults", () => {
    const settings = membershipSettingsOf({ memberIdPrefix: "RGC", gracePeriodDays: 0 });
    expect(settings).toEqual({ ...CLUB_DEFAULTS.membership, memberIdPrefix: "RGC", gracePeriodDays: 0 });
    expect(membershipSettingsSchema.parse(settings)).toEqual(settings);
    expect(membershipSettingsOf(null)).toEqual(CLUB_DEFAULTS.membership);
  });
});
