import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import labels from "../../../shared/messages/labels/de.ts";
import type { Role } from "../../../shared/permissions.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("de");

const roleName = (role: Role) => labels.roles[role] ?? String(role);
/** "Administratoren dürfen …" */
const rolePlurals: Record<Role, string> = {
  owner: "Inhaber",
  admin: "Administratoren",
  manager: "Manager",
  member: "Mitglieder",
};
/** "… dürfen keinen Administrator einladen" */
const noRole: Record<InvitationRole, string> = {
  admin: "keinen Administrator",
  manager: "keinen Manager",
  member: "kein Mitglied",
};
const either = (roles: readonly Role[]) =>
  new Intl.ListFormat("de", { type: "disjunction" }).format(Array.from(roles, roleName));

export default {
  auth: {
    nameRequired: "Vorname und Nachname sind erforderlich.",
    nameTooLong: (max: number) => `Vor- und Nachname dürfen jeweils höchstens ${max} Zeichen lang sein.`,
    rateLimited: (seconds: number) =>
      plural(seconds, {
        one: "Zu viele Versuche. Bitte versuchen Sie es in # Sekunde erneut.",
        other: "Zu viele Versuche. Bitte versuchen Sie es in # Sekunden erneut.",
      }),
    notJson: "Senden Sie den Inhalt der Anfrage als JSON, mit dem Inhaltstyp application/json.",
  },
  invitations: {
    notFound: "Einladung nicht gefunden",
    expired: "Die Einladung ist abgelaufen",
    noPending: "Keine offene Einladung gefunden",
    accountCreationFailed: "Das Benutzerkonto konnte nicht angelegt werden",
    accountExists:
      "Das Benutzerkonto konnte nicht angelegt werden. Wenn Sie bereits ein Clubhouse-Konto haben, melden Sie sich damit an, um die Einladung anzunehmen.",
    accountCreationRetry: "Das Benutzerkonto konnte nicht angelegt werden. Bitte versuchen Sie es erneut.",
    cannotInvite: (actor: Role, invited: InvitationRole, allowed: readonly InvitationRole[]) =>
      `${rolePlurals[actor] ?? String(actor)} dürfen ${noRole[invited] ?? String(invited)} einladen.${allowed.length ? ` Erlaubt: ${either(allowed)}.` : ""}`,
    alreadyAdmin: (email: string) => `${email} ist bereits Administrator dieses Clubs.`,
    alreadyMember: (email: string) => `${email} ist bereits Mitglied dieses Clubs.`,
    hourlyLimit: (sent: number, minutes: number) =>
      `${plural(sent, {
        one: "Dieser Club hat in der letzten Stunde # Einladung verschickt.",
        other: "Dieser Club hat in der letzten Stunde # Einladungen verschickt.",
      })} ${plural(minutes, {
        one: "Bitte versuchen Sie es in # Minute erneut.",
        other: "Bitte versuchen Sie es in # Minuten erneut.",
      })}`,
    resendAccepted: "Diese Einladung wurde bereits angenommen und kann nicht erneut gesendet werden.",
    cancelAccepted:
      "Diese Einladung wurde bereits angenommen. Um die Rechte zu entziehen, ändern oder entfernen Sie den Administrator.",
    cancelled: "Diese Einladung wurde widerrufen.",
    declined: "Diese Einladung wurde abgelehnt.",
    used: "Diese Einladung wurde bereits verwendet.",
    wrongAccount: (invited: string, signedIn: string) =>
      `Diese Einladung wurde an ${invited} gesendet, Sie sind aber als ${signedIn} angemeldet. Melden Sie sich ab und öffnen Sie den Link dann erneut.`,
    emailFailed: (reason: string) => `Die Einladungs-E-Mail konnte nicht gesendet werden: ${reason}`,
    defaultInviter: "Clubadministrator",
  },
} satisfies typeof en;
