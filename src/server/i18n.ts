import { AsyncLocalStorage } from "node:async_hooks";
import { configureSharedMessages } from "../shared/i18n/current.ts";
import {
  acceptedLanguages,
  DEFAULT_LOCALE,
  type Locale,
  matchLocale,
  pickLocale,
} from "../shared/i18n/locales.ts";
import type { SharedNamespaces } from "../shared/i18n/namespaces.ts";
import billingValidationDe from "../shared/messages/billingValidation/de.ts";
import billingValidationEn from "../shared/messages/billingValidation/en.ts";
import billingValidationEs from "../shared/messages/billingValidation/es.ts";
import billingValidationFr from "../shared/messages/billingValidation/fr.ts";
import communicationsValidationDe from "../shared/messages/communicationsValidation/de.ts";
import communicationsValidationEn from "../shared/messages/communicationsValidation/en.ts";
import communicationsValidationEs from "../shared/messages/communicationsValidation/es.ts";
import communicationsValidationFr from "../shared/messages/communicationsValidation/fr.ts";
import competitionsValidationDe from "../shared/messages/competitionsValidation/de.ts";
import competitionsValidationEn from "../shared/messages/competitionsValidation/en.ts";
import competitionsValidationEs from "../shared/messages/competitionsValidation/es.ts";
import competitionsValidationFr from "../shared/messages/competitionsValidation/fr.ts";
import errorsDe from "../shared/messages/errors/de.ts";
import errorsEn from "../shared/messages/errors/en.ts";
import errorsEs from "../shared/messages/errors/es.ts";
import errorsFr from "../shared/messages/errors/fr.ts";
import golfValidationDe from "../shared/messages/golfValidation/de.ts";
import golfValidationEn from "../shared/messages/golfValidation/en.ts";
import golfValidationEs from "../shared/messages/golfValidation/es.ts";
import golfValidationFr from "../shared/messages/golfValidation/fr.ts";
import labelsDe from "../shared/messages/labels/de.ts";
import labelsEn from "../shared/messages/labels/en.ts";
import labelsEs from "../shared/messages/labels/es.ts";
import labelsFr from "../shared/messages/labels/fr.ts";
import templateValidationDe from "../shared/messages/templateValidation/de.ts";
import templateValidationEn from "../shared/messages/templateValidation/en.ts";
import templateValidationEs from "../shared/messages/templateValidation/es.ts";
import templateValidationFr from "../shared/messages/templateValidation/fr.ts";
import validationDe from "../shared/messages/validation/de.ts";
import validationEn from "../shared/messages/validation/en.ts";
import validationEs from "../shared/messages/validation/es.ts";
import validationFr from "../shared/messages/validation/fr.ts";
import accountsDe from "./messages/accounts/de.ts";
import accountsEn from "./messages/accounts/en.ts";
import accountsEs from "./messages/accounts/es.ts";
import accountsFr from "./messages/accounts/fr.ts";
import auditLogsDe from "./messages/auditLogs/de.ts";
import auditLogsEn from "./messages/auditLogs/en.ts";
import auditLogsEs from "./messages/auditLogs/es.ts";
import auditLogsFr from "./messages/auditLogs/fr.ts";
import billingDe from "./messages/billing/de.ts";
import billingEn from "./messages/billing/en.ts";
import billingEs from "./messages/billing/es.ts";
import billingFr from "./messages/billing/fr.ts";
import billingDocumentDe from "./messages/billingDocument/de.ts";
import billingDocumentEn from "./messages/billingDocument/en.ts";
import billingDocumentEs from "./messages/billingDocument/es.ts";
import billingDocumentFr from "./messages/billingDocument/fr.ts";
import billingMailDe from "./messages/billingMail/de.ts";
import billingMailEn from "./messages/billingMail/en.ts";
import billingMailEs from "./messages/billingMail/es.ts";
import billingMailFr from "./messages/billingMail/fr.ts";
import billingOnlineDe from "./messages/billingOnline/de.ts";
import billingOnlineEn from "./messages/billingOnline/en.ts";
import billingOnlineEs from "./messages/billingOnline/es.ts";
import billingOnlineFr from "./messages/billingOnline/fr.ts";
import clubExportDe from "./messages/clubExport/de.ts";
import clubExportEn from "./messages/clubExport/en.ts";
import clubExportEs from "./messages/clubExport/es.ts";
import clubExportFr from "./messages/clubExport/fr.ts";
import communicationMessagesDe from "./messages/communicationMessages/de.ts";
import communicationMessagesEn from "./messages/communicationMessages/en.ts";
import communicationMessagesEs from "./messages/communicationMessages/es.ts";
import communicationMessagesFr from "./messages/communicationMessages/fr.ts";
import communicationTemplatesDe from "./messages/communicationTemplates/de.ts";
import communicationTemplatesEn from "./messages/communicationTemplates/en.ts";
import communicationTemplatesEs from "./messages/communicationTemplates/es.ts";
import communicationTemplatesFr from "./messages/communicationTemplates/fr.ts";
import competitionScoresDe from "./messages/competitionScores/de.ts";
import competitionScoresEn from "./messages/competitionScores/en.ts";
import competitionScoresEs from "./messages/competitionScores/es.ts";
import competitionScoresFr from "./messages/competitionScores/fr.ts";
import competitionsDe from "./messages/competitions/de.ts";
import competitionsEn from "./messages/competitions/en.ts";
import competitionsEs from "./messages/competitions/es.ts";
import competitionsFr from "./messages/competitions/fr.ts";
import emailDe from "./messages/email/de.ts";
import emailEn from "./messages/email/en.ts";
import emailEs from "./messages/email/es.ts";
import emailFr from "./messages/email/fr.ts";
import golfBallotDe from "./messages/golfBallot/de.ts";
import golfBallotEn from "./messages/golfBallot/en.ts";
import golfBallotEs from "./messages/golfBallot/es.ts";
import golfBallotFr from "./messages/golfBallot/fr.ts";
import golfBookingsDe from "./messages/golfBookings/de.ts";
import golfBookingsEn from "./messages/golfBookings/en.ts";
import golfBookingsEs from "./messages/golfBookings/es.ts";
import golfBookingsFr from "./messages/golfBookings/fr.ts";
import golfSettingsDe from "./messages/golfSettings/de.ts";
import golfSettingsEn from "./messages/golfSettings/en.ts";
import golfSettingsEs from "./messages/golfSettings/es.ts";
import golfSettingsFr from "./messages/golfSettings/fr.ts";
import golfSocietyDe from "./messages/golfSociety/de.ts";
import golfSocietyEn from "./messages/golfSociety/en.ts";
import golfSocietyEs from "./messages/golfSociety/es.ts";
import golfSocietyFr from "./messages/golfSociety/fr.ts";
import golfStarterSheetDe from "./messages/golfStarterSheet/de.ts";
import golfStarterSheetEn from "./messages/golfStarterSheet/en.ts";
import golfStarterSheetEs from "./messages/golfStarterSheet/es.ts";
import golfStarterSheetFr from "./messages/golfStarterSheet/fr.ts";
import handicapsDe from "./messages/handicaps/de.ts";
import handicapsEn from "./messages/handicaps/en.ts";
import handicapsEs from "./messages/handicaps/es.ts";
import handicapsFr from "./messages/handicaps/fr.ts";
import joiningDe from "./messages/joining/de.ts";
import joiningEn from "./messages/joining/en.ts";
import joiningEs from "./messages/joining/es.ts";
import joiningFr from "./messages/joining/fr.ts";
import ownershipTransferDe from "./messages/ownershipTransfer/de.ts";
import ownershipTransferEn from "./messages/ownershipTransfer/en.ts";
import ownershipTransferEs from "./messages/ownershipTransfer/es.ts";
import ownershipTransferFr from "./messages/ownershipTransfer/fr.ts";
import securityDe from "./messages/security/de.ts";
import securityEn from "./messages/security/en.ts";
import securityEs from "./messages/security/es.ts";
import securityFr from "./messages/security/fr.ts";
import serverDe from "./messages/server/de.ts";
import serverEn from "./messages/server/en.ts";
import serverEs from "./messages/server/es.ts";
import serverFr from "./messages/server/fr.ts";
import signInInvitationsDe from "./messages/signInInvitations/de.ts";
import signInInvitationsEn from "./messages/signInInvitations/en.ts";
import signInInvitationsEs from "./messages/signInInvitations/es.ts";
import signInInvitationsFr from "./messages/signInInvitations/fr.ts";
import visitorsDe from "./messages/visitors/de.ts";
import visitorsEn from "./messages/visitors/en.ts";
import visitorsEs from "./messages/visitors/es.ts";
import visitorsFr from "./messages/visitors/fr.ts";

/*
 * The server's translations (decision 022): every catalog of every language, loaded at start. An API answer is
 * written in the request's language (its Accept-Language header, which the web app sets to the language on
 * screen); an e-mail in its reader's language, named by the caller.
 */

export interface ServerNamespaces extends SharedNamespaces {
  /** The product's e-mails. */
  email: typeof emailEn;
  /** Other texts the server writes (import reports, file names). */
  server: typeof serverEn;
  /** Golf settings, courses and blocks: refusals and the block-cancellation e-mail. */
  golfSettings: typeof golfSettingsEn;
  /** Tee-time bookings: refusals, booking e-mails and calendar texts. */
  golfBookings: typeof golfBookingsEn;
  /** The ballot and the waiting list: refusals, outcomes and their e-mails. */
  golfBallot: typeof golfBallotEn;
  /** Competitions' scores, leaderboard and results: refusals, the results e-mail and file. */
  competitionScores: typeof competitionScoresEn;
  /** The starter sheet (PDF) of a course's day. */
  golfStarterSheet: typeof golfStarterSheetEn;
  /** Societies' requests for tee times: refusals, the organiser's and the club's e-mails. */
  golfSociety: typeof golfSocietyEn;
  /** Members' golf profiles, Handicap Indexes, scoring records and the scores export. */
  handicaps: typeof handicapsEn;
  /** Billing: invoices, payments and their refusals. */
  billing: typeof billingEn;
  /** The invoice and credit note as documents (PDF). */
  billingDocument: typeof billingDocumentEn;
  /** Billing's e-mails: the invoice, receipts, reminders. */
  billingMail: typeof billingMailEn;
  /** Paying online (Stripe Checkout and its webhook). */
  billingOnline: typeof billingOnlineEn;
  /** Member accounts: refusals and the statement's lines. */
  accounts: typeof accountsEn;
  /** Communication templates: refusals, the built-in templates' texts, the preview's sample values. */
  communicationTemplates: typeof communicationTemplatesEn;
  /** Messages to members: refusals, the unsubscribe page, the words under bulk mail's footer. */
  communicationMessages: typeof communicationMessagesEn;
  /** The security dashboard: the owner's alert e-mail. */
  security: typeof securityEn;
  /** Joining online: the public join page's refusals and the applicant's confirmation e-mail. */
  joining: typeof joiningEn;
  visitors: typeof visitorsEn;
  signInInvitations: typeof signInInvitationsEn;
  /** The audit log: refusals, the export's file name. */
  auditLogs: typeof auditLogsEn;
  /** Transfer of ownership: refusals and its e-mails. */
  ownershipTransfer: typeof ownershipTransferEn;
  /** The full club export: refusals. */
  clubExport: typeof clubExportEn;
  /** Competitions, entries and the draw: refusals, the start-time e-mail. */
  competitions: typeof competitionsEn;
}
export type ServerNamespace = keyof ServerNamespaces;

const catalogs: Record<Locale, ServerNamespaces> = {
  en: {
    errors: errorsEn,
    labels: labelsEn,
    validation: validationEn,
    golfValidation: golfValidationEn,
    billingValidation: billingValidationEn,
    templateValidation: templateValidationEn,
    communicationsValidation: communicationsValidationEn,
    competitionsValidation: competitionsValidationEn,
    competitions: competitionsEn,
    email: emailEn,
    server: serverEn,
    golfSettings: golfSettingsEn,
    golfBookings: golfBookingsEn,
    golfBallot: golfBallotEn,
    competitionScores: competitionScoresEn,
    golfStarterSheet: golfStarterSheetEn,
    golfSociety: golfSocietyEn,
    handicaps: handicapsEn,
    billing: billingEn,
    billingDocument: billingDocumentEn,
    billingMail: billingMailEn,
    billingOnline: billingOnlineEn,
    accounts: accountsEn,
    communicationTemplates: communicationTemplatesEn,
    communicationMessages: communicationMessagesEn,
    security: securityEn,
    joining: joiningEn,
    visitors: visitorsEn,
    signInInvitations: signInInvitationsEn,
    auditLogs: auditLogsEn,
    ownershipTransfer: ownershipTransferEn,
    clubExport: clubExportEn,
  },
  de: {
    errors: errorsDe,
    labels: labelsDe,
    validation: validationDe,
    golfValidation: golfValidationDe,
    billingValidation: billingValidationDe,
    templateValidation: templateValidationDe,
    communicationsValidation: communicationsValidationDe,
    competitionsValidation: competitionsValidationDe,
    competitions: competitionsDe,
    email: emailDe,
    server: serverDe,
    golfSettings: golfSettingsDe,
    golfBookings: golfBookingsDe,
    golfBallot: golfBallotDe,
    competitionScores: competitionScoresDe,
    golfStarterSheet: golfStarterSheetDe,
    golfSociety: golfSocietyDe,
    handicaps: handicapsDe,
    billing: billingDe,
    billingDocument: billingDocumentDe,
    billingMail: billingMailDe,
    billingOnline: billingOnlineDe,
    accounts: accountsDe,
    communicationTemplates: communicationTemplatesDe,
    communicationMessages: communicationMessagesDe,
    security: securityDe,
    joining: joiningDe,
    visitors: visitorsDe,
    signInInvitations: signInInvitationsDe,
    auditLogs: auditLogsDe,
    ownershipTransfer: ownershipTransferDe,
    clubExport: clubExportDe,
  },
  fr: {
    errors: errorsFr,
    labels: labelsFr,
    validation: validationFr,
    golfValidation: golfValidationFr,
    billingValidation: billingValidationFr,
    templateValidation: templateValidationFr,
    communicationsValidation: communicationsValidationFr,
    competitionsValidation: competitionsValidationFr,
    competitions: competitionsFr,
    email: emailFr,
    server: serverFr,
    golfSettings: golfSettingsFr,
    golfBookings: golfBookingsFr,
    golfBallot: golfBallotFr,
    competitionScores: competitionScoresFr,
    golfStarterSheet: golfStarterSheetFr,
    golfSociety: golfSocietyFr,
    handicaps: handicapsFr,
    billing: billingFr,
    billingDocument: billingDocumentFr,
    billingMail: billingMailFr,
    billingOnline: billingOnlineFr,
    accounts: accountsFr,
    communicationTemplates: communicationTemplatesFr,
    communicationMessages: communicationMessagesFr,
    security: securityFr,
    joining: joiningFr,
    visitors: visitorsFr,
    signInInvitations: signInInvitationsFr,
    auditLogs: auditLogsFr,
    ownershipTransfer: ownershipTransferFr,
    clubExport: clubExportFr,
  },
  es: {
    errors: errorsEs,
    labels: labelsEs,
    validation: validationEs,
    golfValidation: golfValidationEs,
    billingValidation: billingValidationEs,
    templateValidation: templateValidationEs,
    communicationsValidation: communicationsValidationEs,
    competitionsValidation: competitionsValidationEs,
    competitions: competitionsEs,
    email: emailEs,
    server: serverEs,
    golfSettings: golfSettingsEs,
    golfBookings: golfBookingsEs,
    golfBallot: golfBallotEs,
    competitionScores: competitionScoresEs,
    golfStarterSheet: golfStarterSheetEs,
    golfSociety: golfSocietyEs,
    handicaps: handicapsEs,
    billing: billingEs,
    billingDocument: billingDocumentEs,
    billingMail: billingMailEs,
    billingOnline: billingOnlineEs,
    accounts: accountsEs,
    communicationTemplates: communicationTemplatesEs,
    communicationMessages: communicationMessagesEs,
    security: securityEs,
    joining: joiningEs,
    visitors: visitorsEs,
    signInInvitations: signInInvitationsEs,
    auditLogs: auditLogsEs,
    ownershipTransfer: ownershipTransferEs,
    clubExport: clubExportEs,
  },
};

const requestLocale = new AsyncLocalStorage<Locale>();

/** The language of the request being answered; English outside a request (a job names its own). */
export function currentLocale(): Locale {
  return requestLocale.getStore() ?? DEFAULT_LOCALE;
}

/** Runs `work` in a language: what it writes through `t` (and the shared schemas' messages) is in it. */
export function withLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

/** The language a request asks for with its Accept-Language header; English when it names none we speak. */
export function localeOfRequest(acceptLanguage: string | null | undefined): Locale {
  return pickLocale(acceptedLanguages(acceptLanguage));
}

/**
 * The language a request's Accept-Language header names that Clubhouse speaks (its first such tag); null when
 * it names none — unlike `localeOfRequest`, no English by default, for what is kept as a person's own choice.
 */
export function namedLocaleOfRequest(acceptLanguage: string | null | undefined): Locale | null {
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/** A namespace's texts in a language: the request's unless one is named (an e-mail's reader's). */
export function t<N extends ServerNamespace>(
  namespace: N,
  locale: Locale = currentLocale(),
): ServerNamespaces[N] {
  return catalogs[locale][namespace];
}

/**
 * Points shared code (the schemas' messages, labels) at the server's catalogs in the request's language: at
 * load, and again before each test file (tests/setup-i18n.ts), since a worker's web tests may have pointed them
 * at the web app's.
 */
export function pointSharedMessagesAtServer(): void {
  configureSharedMessages((namespace) => catalogs[currentLocale()][namespace]);
}

pointSharedMessagesAtServer();
