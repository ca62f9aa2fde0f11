import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

export default {
  screen: {
    title: "Administratoren",
    intro: (club: string) => `Wer ${club} leitet und wer dazu eingeladen wurde.`,
    invite: "Einladen",
    tabsLabel: "Administratoren und Einladungen",
    tabs: {
      administrators: "Administratoren",
      invitations: "Einladungen",
    },
    noPermissionTitle: "Sie haben keine Berechtigung, Administratoren zu verwalten",
    noPermissionText: (club: string, role: string) =>
      `Nur der Inhaber und die Administratoren des Clubs können Administratoren einladen, ändern und entfernen. Ihre Rolle in ${club} ist ${role}. Wenden Sie sich an einen Administrator, wenn jemand eingeladen werden soll.`,
  },
  roleDescriptions: {
    admin:
      "Leitet den Club mit Ihnen: Einstellungen, Manager und Mitglieder, Buchungen, Abrechnung und Kommunikation. Kann den Club nicht löschen und keine Zahlungsdaten ändern.",
    manager:
      "Verwaltet Mitglieder, Buchungen und Kommunikation und sieht die Abrechnung. Keine Club-Einstellungen.",
    member: "Ein Mitglied des Clubs: die eigenen Daten, Buchungen und Rechnungen.",
  },
  administrators: {
    loadFailed: "Die Administratoren konnten nicht geladen werden",
    loading: "Administratoren werden geladen...",
    you: "Sie",
    listLabel: "Administratoren",
    columns: {
      name: "Name",
      email: "E-Mail",
      role: "Rolle",
      status: "Status",
      joined: "Dabei seit",
      actions: "Aktionen",
    },
    joinedOn: (date: string) => `Dabei seit ${date}`,
    noun: (count: number) => plural(count, { one: "Administrator", other: "Administratoren" }),
    actionsFor: (name: string) => `Aktionen für ${name}`,
    changeRoleTo: (role: string) => `Rolle ändern in ${role}`,
    deactivate: "Deaktivieren",
    reactivate: "Reaktivieren",
    remove: "Administrator entfernen",
    nowRole: (name: string, role: string) => `${name} hat jetzt die Rolle ${role}`,
    deactivated: (name: string) => `${name} ist deaktiviert`,
    reactivated: (name: string) => `${name} ist wieder aktiv`,
    removed: (name: string) => `${name} ist kein Administrator mehr`,
    changeRole: {
      title: (name: string, role: string) => `${name} die Rolle ${role} geben?`,
      confirm: (role: string) => `Rolle ${role} geben`,
      change: (name: string, from: string, club: string, to: string) =>
        `${name} hat in ${club} die Rolle ${from} und erhält die Rolle ${to}.`,
      mayDo: (role: string, description: string) => `Was die Rolle ${role} darf: ${description}`,
    },
    removal: {
      title: (name: string) => `${name} entfernen?`,
      confirm: "Administrator entfernen",
      text: (name: string, role: string, club: string) =>
        `${name} hat dann in ${club} nicht mehr die Rolle ${role} und verliert den Zugang zur Verwaltung. Die Person bleibt Mitglied des Clubs und kann später erneut eingeladen werden.`,
    },
  },
  invitations: {
    statuses: {
      pending: "Ausstehend",
      accepted: "Angenommen",
      declined: "Abgelehnt",
      cancelled: "Zurückgezogen",
      expired: "Abgelaufen",
    },
    all: "Alle Einladungen",
    filterLabel: "Status",
    loadFailed: "Die Einladungen konnten nicht geladen werden",
    loading: "Einladungen werden geladen...",
    noneYet: "Noch keine Einladungen",
    noneOfStatus: {
      pending: "Keine ausstehenden Einladungen",
      accepted: "Keine angenommenen Einladungen",
      declined: "Keine abgelehnten Einladungen",
      cancelled: "Keine zurückgezogenen Einladungen",
      expired: "Keine abgelaufenen Einladungen",
    },
    noneYetText:
      "Laden Sie die Personen ein, die Ihnen helfen, den Club zu leiten: sie bekommen eine E-Mail mit einem Link zum Beitreten.",
    noneOfStatusText: "Wählen Sie einen anderen Status, um die übrigen Einladungen zu sehen.",
    inviteSomeone: "Jemanden einladen",
    listLabel: "Einladungen",
    columns: {
      email: "E-Mail",
      role: "Rolle",
      status: "Status",
      invitedBy: "Eingeladen von",
      sent: "Gesendet",
      expires: "Gültig bis",
      delivery: "Zustellung",
      actions: "Aktionen",
    },
    invitedByName: (name: string) => `Eingeladen von ${name}`,
    sentOn: (date: string) => `Gesendet am ${date}`,
    expiresOn: (date: string) => `Gültig bis ${date}`,
    resend: "Erneut senden",
    resendLabel: (email: string) => `Einladung an ${email} erneut senden`,
    cancel: "Zurückziehen",
    cancelLabel: (email: string) => `Einladung an ${email} zurückziehen`,
    resent: (email: string) => `Einladung erneut an ${email} gesendet`,
    cancelled: (email: string) => `Einladung an ${email} zurückgezogen`,
    noun: (count: number) => plural(count, { one: "Einladung", other: "Einladungen" }),
    cancellation: {
      title: (email: string) => `Einladung an ${email} zurückziehen?`,
      confirm: "Einladung zurückziehen",
      keep: "Einladung behalten",
      text: "Der Link in der E-Mail funktioniert dann nicht mehr. Sie können die Einladung später erneut senden.",
    },
    email: {
      sent: "E-Mail gesendet",
      sending: "Wird gesendet…",
      failed: "E-Mail fehlgeschlagen",
      retrying: "Neuer Versuch",
    },
  },
  inviteDialog: {
    title: (club: string) => `Jemanden zu ${club} einladen`,
    intro: (days: number) =>
      `Die Person bekommt eine E-Mail mit einem Link, der ${plural(days, { one: "# Tag", other: "# Tage" })} gültig ist. Damit erstellt sie ihr Konto oder nimmt mit ihrem bestehenden Konto an.`,
    email: "E-Mail-Adresse",
    role: "Rolle",
    rolePlaceholder: "Rolle wählen",
    roleHint: "Was die Person im Club tun darf.",
    message: "Nachricht (optional)",
    messageHint: "Erscheint in der Einladungs-E-Mail.",
    characters: (length: number, max: number) => `${length}/${max} Zeichen`,
    cancel: "Abbrechen",
    send: "Einladung senden",
    sent: (email: string) => `Einladung an ${email} gesendet`,
    sentAgain: (email: string) => `Einladung erneut an ${email} gesendet`,
  },
} satisfies typeof en;
