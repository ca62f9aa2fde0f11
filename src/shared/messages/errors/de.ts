import { localeHelpers } from "../../i18n/plural.ts";
import type { Role } from "../../permissions.ts";
import type en from "./en.ts";

const { plural, number } = localeHelpers("de");

/** Die Rollen in der Mehrzahl, als Subjekt: „Manager können …“. */
const rolesPlural: Record<Role, string> = {
  owner: "Inhaber",
  admin: "Administratoren",
  manager: "Manager",
  member: "Mitglieder",
};
/** Die Rolle im Akkusativ: „… können einen Administrator weder ändern …“. */
const roleAccusative: Record<Role, string> = {
  owner: "einen Inhaber",
  admin: "einen Administrator",
  manager: "einen Manager",
  member: "ein Mitglied",
};
/** „… niemanden zum Administrator machen“. */
const toRole: Record<Role, string> = {
  owner: "zum Inhaber",
  admin: "zum Administrator",
  manager: "zum Manager",
  member: "zum Mitglied",
};
const pick = (names: Record<Role, string>, role: Role) => names[role] ?? String(role);

export default {
  clubNotFound: "Club nicht gefunden",
  authenticationRequired: "Anmeldung erforderlich",
  notFound: "Nicht gefunden",
  fileNotFound: "Datei nicht gefunden",
  requestTooLarge: "Die Anfrage ist zu groß.",
  badRequest: "Ungültige Anfrage.",
  malformedJson: "Der Inhalt der Anfrage ist kein gültiges JSON.",
  internal: "Interner Serverfehler",
  otherSite: "Diese Anfrage kam von einer anderen Website und wurde abgelehnt.",
  notUtf8: "Der Inhalt der Anfrage ist kein UTF-8-Text. Senden Sie JSON in UTF-8-Kodierung.",
  jsonTooDeep: (max: number) => `Der Inhalt der Anfrage verschachtelt JSON tiefer als ${max} Ebenen.`,
  unsupportedMediaType:
    "Der Inhaltstyp der Anfrage wird hier nicht angenommen. Senden Sie JSON mit dem Inhaltstyp application/json.",
  fieldsNotValid: "Einige Felder sind ungültig.",
  clubs: {
    goLiveDenied: "Nur der Inhaber kann den Club starten.",
    alreadyLive: "Der Club ist bereits gestartet.",
    createUnauthenticated: "Sie müssen angemeldet sein, um einen Club anzulegen.",
    deleteUnauthenticated: "Sie müssen angemeldet sein, um einen Club zu löschen.",
    settingsDenied:
      "Sie sind nicht berechtigt, die Club-Einstellungen zu ändern. Nur Inhaber und Administratoren können die Clubdaten bearbeiten.",
    settingsViewDenied:
      "Sie sind nicht berechtigt, die Club-Einstellungen anzusehen. Nur Inhaber und Administratoren können die Clubdaten einsehen.",
    hoursDenied:
      "Sie sind nicht berechtigt, die Club-Einstellungen zu ändern. Nur Inhaber und Administratoren können die Öffnungszeiten bearbeiten.",
    deleteDenied: "Nur Inhaber können ihren Club löschen.",
    gatewayDenied: "Nur der Inhaber des Clubs kann den Zahlungsanbieter ändern.",
    nameMismatch: "Der eingegebene Clubname stimmt nicht überein.",
    brandingDenied: {
      uploadLogos: (role: string, club: string) =>
        `Sie sind nicht berechtigt, das Erscheinungsbild des Clubs zu ändern. Nur Inhaber und Administratoren können Logos hochladen. Aktuelle Rolle: ${role} (Club: ${club})`,
      uploadFavicons: (role: string, club: string) =>
        `Sie sind nicht berechtigt, das Erscheinungsbild des Clubs zu ändern. Nur Inhaber und Administratoren können Favicons hochladen. Aktuelle Rolle: ${role} (Club: ${club})`,
      modifyBranding: (role: string, club: string) =>
        `Sie sind nicht berechtigt, das Erscheinungsbild des Clubs zu ändern. Nur Inhaber und Administratoren können die Einstellungen zum Erscheinungsbild ändern. Aktuelle Rolle: ${role} (Club: ${club})`,
    },
  },
  memberHome: {
    renewalNotDue: "Ihre Mitgliedschaft steht noch nicht zur Verlängerung an.",
    renewalPayerPays:
      "Ihre Mitgliedschaft wird dem Zahler Ihres Haushalts in Rechnung gestellt. Bitten Sie ihn, sie auf seiner Startseite zu verlängern.",
    renewalAskClub:
      "Diese Mitgliedschaft wird nicht online verlängert. Bitte wenden Sie sich zur Verlängerung an den Club.",
    messageNotFound: "Nachricht nicht gefunden",
  },
  members: {
    denied: "Zugriff verweigert. Nur Clubinhaber können Mitgliederlisten einsehen.",
    deleteDenied: "Nur Inhaber und Administratoren können Mitglieder löschen.",
    notFound: "Mitglied nicht gefunden",
    noOwnRecord: "Sie haben in diesem Club keinen Mitgliedseintrag.",
    ownerRecordProtected:
      "Der Mitgliedseintrag des Clubinhabers kann weder gelöscht noch deaktiviert werden.",
    ownRecordDelete: "Sie können Ihren eigenen Mitgliedseintrag nicht löschen.",
    ownRecordErase: "Sie können die Daten Ihres eigenen Mitgliedseintrags nicht löschen.",
    eraseDenied: "Nur Inhaber und Administratoren können die Daten von Mitgliedern löschen.",
    adminRecordDelete: "Entziehen Sie zuerst die Administratorrechte auf der Seite „Administratoren“.",
    duplicateEmail: "Ein anderes Mitglied dieses Clubs hat bereits diese E-Mail-Adresse.",
    duplicateNumber: "Ein anderes Mitglied dieses Clubs hat bereits diese Mitgliedsnummer.",
    typeFull: (name: string, capacity: number) =>
      `Die Mitgliedschaftsart ${name} ist voll: Sie bietet Platz für ${plural(capacity, { one: "# Mitglied", other: "# Mitglieder" })}.`,
    typeFullField: (name: string) => `${name} ist voll. Wählen Sie eine andere Mitgliedschaftsart.`,
    typeInactive: (name: string) =>
      `Die Mitgliedschaftsart ${name} wird nicht mehr angeboten. Wählen Sie eine aktive Mitgliedschaftsart.`,
    typeUnknown: (code: string) =>
      `Der Club hat keine Mitgliedschaftsart ${code}. Wählen Sie eine der Mitgliedschaftsarten des Clubs.`,
  },
  memberFields: {
    notFound: "Eigenes Feld nicht gefunden",
    denied: "Nur der Inhaber und die Admins des Vereins können seine eigenen Mitgliederfelder ändern.",
    duplicateLabel: "Dieser Verein hat bereits ein Feld mit dieser Bezeichnung.",
    tooMany: (max: number) => `Ein Verein hat höchstens ${max} eigene Felder. Löschen Sie zuerst eines.`,
    choiceInUse: (choice: string, n: number) =>
      `${n === 1 ? "1 Mitglied hat" : `${n} Mitglieder haben`} die Auswahl ${choice}. Ändern Sie zuerst deren Wert.`,
    notAChoiceField: "Nur ein Auswahlfeld hat Auswahlen.",
    order: "Nennen Sie jedes Feld des Vereins genau einmal, in der neuen Reihenfolge.",
    unknownFilter: "Dieser Verein hat kein solches eigenes Feld zum Filtern.",
  },
  households: {
    notFound: "Haushalt nicht gefunden",
    duplicateName: "Dieser Club hat bereits einen Haushalt mit diesem Namen.",
    inAnother: (member: string, household: string) =>
      `${member} gehört zum Haushalt ${household}. Entfernen Sie das Mitglied zuerst daraus.`,
    notInIt: (member: string) => `${member} gehört nicht zu diesem Haushalt.`,
    full: (max: number) => `Ein Haushalt hat höchstens ${max} Mitglieder.`,
    unknownPayer: (payer: string) =>
      `Kein Mitglied dieses Clubs hat die Mitgliedsnummer oder E-Mail-Adresse ${payer}.`,
    payerElsewhere: (payer: string, household: string) =>
      `Der Zahler ${payer} gehört zu einem anderen Haushalt, ${household}.`,
    twoPayers: (household: string, first: string, second: string) =>
      `Für den Haushalt ${household} sind zwei Zahler angegeben, ${first} und ${second}.`,
  },
  memberships: {
    ownerProtected: "Die Mitgliedschaft des Clubinhabers kann weder gekündigt noch ausgesetzt werden.",
    chooseType: "Wählen Sie eine der Mitgliedschaftsarten des Clubs.",
    renewInactive: (name: string) =>
      `Die Mitgliedschaftsart ${name} wird nicht mehr angeboten. Verlängern Sie mit einer der aktiven Mitgliedschaftsarten.`,
    participles: {
      renew: "verlängert",
      cancel: "gekündigt",
      suspend: "ausgesetzt",
      reinstate: "wieder aktiviert",
      approve: "genehmigt",
      reject: "abgelehnt",
    },
    or: (leading: string, last: string) => `${leading} oder ${last}`,
    disallowed: (status: string, action: string, allowed: string) =>
      `Eine Mitgliedschaft mit dem Status „${status}“ kann nicht ${action} werden. Sie kann ${allowed} werden.`,
  },
  membershipTypes: {
    denied:
      "Sie sind nicht berechtigt, Mitgliedschaftsarten zu verwalten. Nur Inhaber und Administratoren können sie ändern.",
    notFound: "Mitgliedschaftsart nicht gefunden",
    duplicate: "Dieser Club hat bereits eine Mitgliedschaftsart mit diesem Namen.",
    capacityBelowHolders: (holders: number) =>
      `Die Kapazität darf nicht kleiner sein als die Zahl der Mitglieder, die diese Mitgliedschaftsart derzeit haben (${number(holders)}).`,
    capacityField: (holders: number) =>
      `Mindestens ${holders}: So viele Mitglieder haben diese Mitgliedschaftsart derzeit.`,
  },
  security: {
    denied:
      "Sie haben keine Berechtigung, das Sicherheits-Dashboard anzusehen. Nur Inhaber und Admins können es sehen.",
    sessionNotFound: "Sitzung nicht gefunden",
    alertNotFound: "Warnung nicht gefunden",
    ownerSession: "Die Sitzungen des Vereinsinhabers kann nur der Inhaber selbst beenden.",
    cannotRevoke: "Sie können nur Ihre eigenen Sitzungen und die der Rollen beenden, die Sie verwalten.",
  },
  admins: {
    denied:
      "Sie sind nicht berechtigt, Administratoren zu verwalten. Nur Inhaber und Administratoren können Administratoren einladen oder ändern.",
    notFound: "Administrator nicht gefunden",
    ownerProtected:
      "Der Clubinhaber kann weder entfernt noch herabgestuft werden. Nur eine Übertragung des Clubs ändert den Inhaber.",
    ownRecord:
      "Sie können Ihren eigenen Administratoreintrag weder ändern noch entfernen. Wenden Sie sich an den Clubinhaber.",
    cannotManage: (actor: Role, target: Role) =>
      `${pick(rolesPlural, actor)} können ${pick(roleAccusative, target)} weder ändern noch entfernen.`,
    cannotAssign: (actor: Role, assigned: Role) =>
      `${pick(rolesPlural, actor)} können niemanden ${pick(toRole, assigned)} machen.`,
  },
  payments: {
    denied: "Nur Clubinhaber können die Zugangsdaten für Zahlungen verwalten.",
    storeFailed: "Die Zugangsdaten für Zahlungen konnten nicht sicher gespeichert werden.",
    noCredentials: "Für diesen Zahlungsanbieter sind keine Zugangsdaten gespeichert.",
  },
  domain: {
    setupFailed: "Die Domain konnte nicht eingerichtet werden.",
    setupFailedBecause: (reason: string) => `Die Domain konnte nicht eingerichtet werden: ${reason}`,
    verifyFailed: "Die Domain konnte nicht überprüft werden.",
    verifyFailedBecause: (reason: string) => `Die Domain konnte nicht überprüft werden: ${reason}`,
    verificationFailed: "Die Überprüfung der Domain ist fehlgeschlagen.",
    suggestion:
      "Die Überprüfung der Domain setzt eine vollständige Einrichtung voraus. Erzeugen Sie die DNS-Einträge für diese Domain neu.",
    noDomain: "Für diesen Club ist keine Absenderdomain eingerichtet.",
    removed: (domain: string) => `Die Absenderdomain ${domain} wurde entfernt.`,
    verified: (domain: string) =>
      `${domain} ist überprüft: Die E-Mails des Clubs werden von dieser Domain gesendet.`,
    waiting:
      "Einige Einträge wurden noch nicht gefunden. Änderungen am DNS können bis zu 48 Stunden brauchen.",
    record: {
      missing: "Unter diesem Host wurde noch kein Eintrag gefunden.",
      wrong: "Der gefundene Eintrag stimmt nicht mit dem zu veröffentlichenden Wert überein.",
      multipleSpf: "Es wurde mehr als ein SPF-Eintrag gefunden; eine Domain darf nur einen haben.",
      lookupFailed: "Die DNS-Abfrage wurde nicht beantwortet. Versuchen Sie es in einigen Minuten erneut.",
    },
  },
  import: {
    handicapIndex: (value: string) =>
      `„${value}“ ist kein Handicap-Index: Schreiben Sie eine Zahl mit einer Nachkommastelle von +10,0 bis 54,0 (z. B. 12,4 oder +2,1 für einen Plus-Index).`,
    homeClubTooLong: (max: number) => `Der Heimatclub darf höchstens ${max} Zeichen haben.`,
    playerIdTooLong: (max: number) => `Die Spieler-ID des Verbands darf höchstens ${max} Zeichen haben.`,
    teeGender: (value: string) =>
      `„${value}“ ist kein Geschlecht für Abschläge: Schreiben Sie männlich oder weiblich (M oder W).`,
    tooLarge:
      "Die Datei ist größer als 5 MB. Teilen Sie sie in kleinere Dateien auf (jeweils höchstens 20.000 Mitglieder) und importieren Sie diese nacheinander.",
    notCsvBody: "Senden Sie die CSV-Datei selbst als Inhalt der Anfrage, mit dem Inhaltstyp text/csv.",
    failedClash:
      "Während des Imports wurde ein anderes Mitglied mit einer der E-Mail-Adressen oder Mitgliedsnummern aus der Datei angelegt. Es wurde nichts importiert: Prüfen Sie die Datei und importieren Sie sie erneut.",
    failed:
      "Der Import ist fehlgeschlagen, es wurde nichts importiert. Versuchen Sie es erneut; schlägt er wieder fehl, teilen Sie die Datei in kleinere Dateien auf.",
    notUtf8: (line: number) =>
      `Die Datei ist kein UTF-8-Text (Zeile ${line} enthält ein Zeichen, das nicht in UTF-8 kodiert ist). Speichern Sie sie als „CSV UTF-8“ und importieren Sie sie erneut.`,
    mappingNotJson: "Die Zuordnung ist ungültig: Wählen Sie die Spalten erneut.",
    unreadableXlsx:
      "Die Tabelle konnte nicht gelesen werden. Speichern Sie sie erneut als .xlsx (Excel-Arbeitsmappe) oder als CSV UTF-8.",
    mappingNotForFile:
      "Die gewählten Spalten gehören nicht zu dieser Datei: Laden Sie die Datei erneut hoch und ordnen Sie ihre Spalten zu.",
    unknownMemberField: (header: string) =>
      `Die Spalte „${header}“ ist einem eigenen Feld zugeordnet, das der Club nicht hat: Wählen Sie ein anderes.`,
    tooManyMemberFields: (max: number) =>
      `Der Import gäbe dem Club mehr als ${max} eigene Felder: Ordnen Sie weniger Spalten neuen Feldern zu.`,
    mappedTwice: (column: string) => `Zwei Spalten der Datei sind ${column} zugeordnet: Wählen Sie eine.`,
    quoteNotClosed: (line: number) =>
      `Ein Wert in Anführungszeichen, der in Zeile ${line} beginnt, wird nie geschlossen. Prüfen Sie die Anführungszeichen (").`,
    textAfterQuote: (line: number) =>
      `Zeile ${line} enthält Text nach einem schließenden Anführungszeichen. Setzen Sie den ganzen Wert in Anführungszeichen und verdoppeln Sie die Anführungszeichen darin ("").`,
    lineTooLong: (line: number, max: number) =>
      `Zeile ${line} ist länger als ${number(max)} Zeichen: Dies ist keine Mitgliederdatei, oder ein Anführungszeichen (") öffnet einen Wert, der nie geschlossen wird.`,
    unreadableLine: (line: number, reason: string) =>
      `Zeile ${line} konnte nicht als CSV gelesen werden: ${reason}`,
    emptyFile: (columns: string) =>
      `Die Datei ist leer. Ihre erste Zeile nennt die Spalten, z. B. first_name,last_name,email; die bekannten Spalten sind ${columns}.`,
    tooManyRows: (max: number, line: number) =>
      `Die Datei enthält mehr als ${number(max)} Mitglieder (Zeile ${line} ist eine zu viel). Teilen Sie sie in Dateien mit höchstens ${number(max)} Zeilen auf und importieren Sie diese nacheinander.`,
    noMembers:
      "Die Datei hat eine Kopfzeile, aber keine Mitglieder: Fügen Sie darunter für jedes Mitglied eine Zeile hinzu.",
    columnWithoutName: (column: number) => `Spalte ${column} der Kopfzeile hat keinen Namen.`,
    columnTwice: (name: string) => `Die Spalte ${name} kommt in der Kopfzeile zweimal vor.`,
    noHeader: (columns: string) =>
      `Die erste Zeile muss die Spalten nennen (eine Kopfzeile), z. B. first_name,last_name,email. Die bekannten Spalten sind ${columns}.`,
    unknownColumns: (count: number, unknown: string, columns: string) =>
      `${plural(count, { one: "Unbekannte Spalte", other: "Unbekannte Spalten" })} ${unknown}. Die bekannten Spalten sind ${columns}.`,
    needsEmailOrNames: "Die Datei braucht eine Spalte email oder die Spalten first_name und last_name.",
    invalidValue: "Dieser Wert ist ungültig.",
    extraValues:
      "Diese Zeile hat mehr Werte, als die Kopfzeile Spalten hat. Setzen Sie Werte mit Kommas in Anführungszeichen.",
    unknownType: (given: string, offered: string) =>
      `Unbekannte Mitgliedschaftsart „${given}“. Die Mitgliedschaftsarten des Clubs sind ${offered}.`,
    typeInactive: (name: string) =>
      `Die Mitgliedschaftsart ${name} wird nicht mehr angeboten (sie ist inaktiv).`,
    unknownStatus: (given: string, allowed: string) =>
      `Unbekannter Status der Mitgliedschaft „${given}“. Verwenden Sie einen der Werte ${allowed}.`,
    lifetimeEndDate:
      "Eine lebenslange Mitgliedschaft hat kein Enddatum: Lassen Sie membership_end_date leer.",
    endBeforeStart: "Das Ende der Mitgliedschaft liegt vor ihrem Beginn.",
    emailTwice: (email: string, first: number, line: number) =>
      `Die E-Mail-Adresse ${email} steht in Zeile ${first} und noch einmal in Zeile ${line}.`,
    emailTaken: (email: string) => `Ein Mitglied dieses Clubs hat bereits die E-Mail-Adresse ${email}.`,
    numberTwice: (membershipNumber: string, first: number, line: number) =>
      `Die Mitgliedsnummer ${membershipNumber} steht in Zeile ${first} und noch einmal in Zeile ${line}.`,
    numberTaken: (membershipNumber: string) =>
      `Ein Mitglied dieses Clubs hat bereits die Mitgliedsnummer ${membershipNumber}.`,
    typeFull: (name: string, capacity: number) =>
      `Die Mitgliedschaftsart ${name} ist voll (Kapazität ${capacity}): Für dieses Mitglied ist kein Platz.`,
    cannotImport: "Die Datei kann nicht importiert werden.",
    fileRefused: (problem: string) => `${problem} Es wurde nichts importiert.`,
    rowsRefused: (rows: number) =>
      plural(rows, {
        one: "# Zeile hat ein Problem. Es wurde nichts importiert.",
        other: "# Zeilen haben Probleme. Es wurde nichts importiert.",
      }),
  },
} satisfies typeof en;
