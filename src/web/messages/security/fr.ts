import { localeHelpers } from "../../../shared/i18n/plural.ts";
import type en from "./en.ts";

const { plural } = localeHelpers("fr");

export default {
  screen: {
    title: "Sécurité",
    intro: (club: string) =>
      `Connexions, requêtes refusées et erreurs dans ${club}, et les sessions actives des administrateurs.`,
  },
  noPermission: {
    title: "Pas d’accès au tableau de bord de sécurité",
    text: (club: string, role: string) =>
      `Seuls les propriétaires et les admins voient le tableau de bord de sécurité de ${club}. Votre rôle : ${role}.`,
  },
  kinds: {
    failed_logins: "Connexions échouées",
    suspicious_activity: "Activité suspecte",
    critical_errors: "Erreurs critiques",
  },
  stats: {
    loading: "Chargement des chiffres de sécurité…",
    loadFailed: "Les chiffres de sécurité n’ont pas pu être chargés",
    last24Hours: "Dernières 24 heures",
    last7Days: (n: number) =>
      plural(n, { one: "# sur les 7 derniers jours", other: "# sur les 7 derniers jours" }),
    threshold: (n: number) => `Alerte à partir de ${n} en une heure`,
  },
  alerts: {
    region: "Alertes de sécurité",
    failed_logins: (n: number) =>
      plural(n, {
        one: "# connexion échouée en une heure a atteint le seuil d’alerte.",
        other: "# connexions échouées en une heure ont atteint le seuil d’alerte.",
      }),
    suspicious_activity: (n: number) =>
      plural(n, {
        one: "# activité suspecte en une heure a atteint le seuil d’alerte.",
        other: "# activités suspectes en une heure ont atteint le seuil d’alerte.",
      }),
    critical_errors: (n: number) =>
      plural(n, {
        one: "# requête a échoué sur une erreur du serveur. Consultez le journal du serveur.",
        other: "# requêtes ont échoué sur une erreur du serveur. Consultez le journal du serveur.",
      }),
    raisedAt: (when: string) => `Déclenchée le ${when}. Le propriétaire a été prévenu par e-mail.`,
    dismiss: "Fermer",
    dismissLabel: (kind: string) => `Fermer l’alerte : ${kind}`,
    dismissed: "Alerte fermée",
  },
  sessions: {
    title: "Sessions actives des administrateurs",
    loading: "Chargement des sessions…",
    loadFailed: "Les sessions n’ont pas pu être chargées",
    empty: "Aucune session active enregistrée pour l’instant.",
    person: "Personne",
    device: "Appareil",
    address: "Adresse",
    lastActivity: "Dernière activité",
    signedIn: (when: string) => `Connecté le ${when}`,
    actions: "Actions",
    thisDevice: "Cet appareil",
    unknownDevice: "Appareil inconnu",
    deviceOn: (browser: string, os: string) => `${browser} sous ${os}`,
    place: (n: number, total: number) => `Session ${n} sur ${total}`,
    deviceSince: (device: string, since: string) => `${device} (connecté le ${since})`,
    devicePlace: (device: string, n: number, total: number, since: string) =>
      `${device} (session ${n} sur ${total}, connecté le ${since})`,
    noAddress: "—",
    revoke: "Révoquer",
    revokeLabel: (name: string, device: string) => `Révoquer la session de ${name} sur ${device}`,
    confirmTitle: "Révoquer cette session ?",
    confirmText: (name: string, device: string) =>
      `${name} est déconnecté immédiatement sur ${device} et doit s’y reconnecter.`,
    confirm: "Révoquer la session",
    revoked: "Session révoquée",
  },
  events: {
    title: "Événements de sécurité récents",
    loading: "Chargement des événements…",
    loadFailed: "Les événements n’ont pas pu être chargés",
    empty: "Aucun événement de sécurité pour l’instant.",
    noun: (n: number) => plural(n, { one: "événement", other: "événements" }),
    when: "Quand",
    event: "Événement",
    who: "Compte ou adresse",
    actions: {
      sign_in_succeeded: "Connexion",
      sign_in_failed: "Connexion échouée",
      rate_limited: "Limite de débit atteinte",
      refused_requests: "Nombreuses requêtes refusées",
      critical_error: "Erreur du serveur",
      session_revoked: "Session révoquée",
    },
    revokedBy: (revoker: string, whose: string) => `${revoker} a révoqué la session de ${whose}`,
    revokedWhose: (whose: string) => `Session de ${whose} révoquée`,
    refusedCount: (n: number) => plural(n, { one: "# requête refusée", other: "# requêtes refusées" }),
  },
  activity: {
    title: "Connexions des 30 derniers jours",
    loading: "Chargement des connexions…",
    loadFailed: "Les connexions n’ont pas pu être chargées",
    signIns: "Connexions",
    failures: "Connexions échouées",
    day: "Jour",
    chartLabel: (signIns: number, failures: number) =>
      `Connexions par jour sur les 30 derniers jours : ${signIns} connexions et ${failures} connexions échouées au total.`,
    showTable: "Afficher en tableau",
    hideTable: "Masquer le tableau",
  },
} satisfies typeof en;
