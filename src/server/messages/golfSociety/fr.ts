import type en from "./en.ts";

// Demandes de départs des groupes (issue 36 point 4, décision 084).
export default {
  notOffered: "Ce club ne prend pas de demandes de groupes en ligne.",
  notFound: "Cette demande de groupe n'existe pas dans ce club.",
  quoteNotFound:
    "Ce lien vers un devis ne fonctionne pas\u00a0: il est erroné, ou un devis plus récent l'a remplacé.",
  answered: "Cette demande a déjà reçu une réponse.",
  quoteAnswered: "Ce devis a déjà reçu une réponse.",
  course: "Ce parcours n'est pas un des parcours du club ouverts à la réservation.",
  anyCourse: "N'importe quel parcours",
  anyTime: "N'importe quelle heure",
  details: {
    society: (name: string) => `Groupe\u00a0: ${name}`,
    date: (date: string) => `Date\u00a0: ${date}`,
    alternative: (date: string) => `Autre date\u00a0: ${date}`,
    from: (time: string) => `Premier départ souhaité\u00a0: ${time}`,
    course: (course: string) => `Parcours\u00a0: ${course}`,
    players: (players: number) => `Joueurs\u00a0: ${players}`,
    organiser: (name: string, email: string, phone: string) =>
      `Organisateur\u00a0: ${name}, ${email}, ${phone}`,
  },
  received: {
    subject: (club: string) => `La demande de votre groupe à ${club}`,
    heading: (name: string) => `Merci, ${name}`,
    intro: (club: string) =>
      `${club} a reçu votre demande de départs. Le club y répondra par un devis envoyé par e-mail.`,
    message: "Votre message",
    footer: "Vous recevez cet e-mail parce que vous avez envoyé une demande de groupe sur le site du club.",
  },
  toClub: {
    subject: (society: string) => `Une demande de groupe\u00a0: ${society}`,
    heading: "Une nouvelle demande de groupe",
    intro: (society: string, players: number) =>
      `${society} demande des départs pour ${players} joueurs. Répondez-y par un devis dans l'onglet Groupes de la feuille de départs.`,
    message: "Le message de l'organisateur",
    action: "Ouvrir les demandes",
    footer: "Vous recevez cet e-mail parce que c'est l'adresse de contact du club.",
  },
  quote: {
    subject: (club: string) => `${club}\u00a0: le devis pour votre groupe`,
    heading: (name: string) => `Bonjour ${name},`,
    price: (perPlayer: string, players: number, total: string) =>
      `${perPlayer} par joueur, pour ${players} joueurs\u00a0: ${total} au total.`,
    intro: (club: string) => `${club} a répondu à la demande de votre groupe par un devis.`,
    accept: "Ouvrez le devis pour l'accepter ou le refuser.",
    message: "Le message du club",
    action: "Voir le devis",
    footer: "Vous recevez cet e-mail parce que vous avez envoyé une demande de groupe sur le site du club.",
  },
  declined: {
    subject: (club: string) => `${club}\u00a0: à propos de la demande de votre groupe`,
    heading: (name: string) => `Bonjour ${name},`,
    intro: (club: string) =>
      `Merci pour la demande de votre groupe. Nous sommes désolés\u00a0: ${club} ne peut pas proposer ces départs.`,
    message: "Le message du club",
    footer: "Vous recevez cet e-mail parce que vous avez envoyé une demande de groupe sur le site du club.",
  },
  answeredMail: {
    acceptedSubject: (society: string) => `Devis accepté\u00a0: ${society}`,
    declinedSubject: (society: string) => `Devis refusé\u00a0: ${society}`,
    heading: (society: string) => `${society} a répondu à votre devis`,
    accepted: (name: string, total: string) =>
      `${name} a accepté le devis de ${total}. Réservez les départs du groupe sur la feuille de départs.`,
    declined: (name: string, total: string) => `${name} a refusé le devis de ${total}.`,
    action: "Ouvrir les demandes",
    footer: "Vous recevez cet e-mail parce que vous établissez les devis des groupes pour le club.",
  },
} satisfies typeof en;
