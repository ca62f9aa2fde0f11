import type { InvitationRole } from "../../../shared/admins.ts";
import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type { Role } from "../../../shared/permissions.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

const roleNames: Record<Role, string> = {
  owner: "propriétaire",
  admin: "administrateur",
  manager: "gestionnaire",
  member: "membre",
};
const roleName = (role: Role) => roleNames[role] ?? String(role);
/** "Les administrateurs ne peuvent pas …" */
const rolePlurals: Record<Role, string> = {
  owner: "Les propriétaires",
  admin: "Les administrateurs",
  manager: "Les gestionnaires",
  member: "Les membres",
};
const either = (roles: readonly Role[]) =>
  new Intl.ListFormat("fr", { type: "disjunction" }).format(Array.from(roles, roleName));

export default {
  auth: {
    nameRequired: "Le prénom et le nom sont obligatoires.",
    nameTooLong: (max: number) => `Le prénom et le nom ne peuvent pas dépasser ${max} caractères chacun.`,
    rateLimited: (seconds: number) =>
      plural(seconds, {
        one: "Trop de tentatives. Veuillez réessayer dans # seconde.",
        other: "Trop de tentatives. Veuillez réessayer dans # secondes.",
      }),
    notJson: "Envoyez le corps de la requête en JSON, avec le type de contenu application/json.",
  },
  invitations: {
    notFound: "Invitation introuvable",
    expired: "L'invitation a expiré",
    noPending: "Aucune invitation en attente",
    accountCreationFailed: "Impossible de créer le compte utilisateur",
    accountExists:
      "Impossible de créer le compte utilisateur. Si vous avez déjà un compte Clubhouse, connectez-vous avec celui-ci pour accepter l'invitation.",
    accountCreationRetry: "Impossible de créer le compte utilisateur. Veuillez réessayer.",
    cannotInvite: (actor: Role, invited: InvitationRole, allowed: readonly InvitationRole[]) =>
      `${rolePlurals[actor] ?? String(actor)} ne peuvent pas inviter un ${roleName(invited)}${allowed.length ? `\u00a0; ils peuvent inviter\u00a0: ${either(allowed)}.` : "."}`,
    alreadyAdmin: (email: string) => `${email} est déjà administrateur de ce club.`,
    alreadyMember: (email: string) => `${email} est déjà membre de ce club.`,
    hourlyLimit: (sent: number, minutes: number) =>
      `${plural(sent, {
        one: "Ce club a envoyé # invitation au cours de la dernière heure.",
        other: "Ce club a envoyé # invitations au cours de la dernière heure.",
      })} ${plural(minutes, {
        one: "Veuillez réessayer dans # minute.",
        other: "Veuillez réessayer dans # minutes.",
      })}`,
    resendAccepted: "Cette invitation a déjà été acceptée\u00a0; elle ne peut pas être renvoyée.",
    cancelAccepted:
      "Cette invitation a déjà été acceptée. Pour retirer les droits, modifiez ou supprimez l'administrateur.",
    cancelled: "Cette invitation a été annulée.",
    declined: "Cette invitation a été refusée.",
    used: "Cette invitation a déjà été utilisée.",
    wrongAccount: (invited: string, signedIn: string) =>
      `Cette invitation a été envoyée à ${invited}, mais vous êtes connecté avec ${signedIn}. Déconnectez-vous, puis ouvrez à nouveau le lien.`,
    emailFailed: (reason: string) => `Échec de l'envoi de l'e-mail d'invitation\u00a0: ${reason}`,
    defaultInviter: "Administrateur du club",
  },
} satisfies typeof en;
