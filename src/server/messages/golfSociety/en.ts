// Societies' requests for tee times (issue 36 item 4, decision 084): the public page's and staff's refusals, and
// the e-mails to the organiser (in their page's language) and to the club.
export default {
  notOffered: "This club does not take societies' requests online.",
  notFound: "No such society request in this club.",
  quoteNotFound: "This link to a quote does not work: it is wrong, or a newer quote replaced it.",
  answered: "This request has been answered already.",
  quoteAnswered: "This quote has been answered already.",
  course: "This course is not one of the club's courses open for booking.",
  anyCourse: "Any course",
  anyTime: "Any time",
  details: {
    society: (name: string) => `Society: ${name}`,
    date: (date: string) => `Date: ${date}`,
    alternative: (date: string) => `Alternative date: ${date}`,
    from: (time: string) => `Earliest tee time: ${time}`,
    course: (course: string) => `Course: ${course}`,
    players: (players: number) => `Players: ${players}`,
    organiser: (name: string, email: string, phone: string) => `Organiser: ${name}, ${email}, ${phone}`,
  },
  received: {
    subject: (club: string) => `Your society's request to ${club}`,
    heading: (name: string) => `Thank you, ${name}`,
    intro: (club: string) =>
      `${club} has received your request for tee times. The club will answer it with a quote by e-mail.`,
    message: "Your message",
    footer: "You receive this e-mail because you sent a society's request on the club's website.",
  },
  toClub: {
    subject: (society: string) => `A society's request: ${society}`,
    heading: "A new society's request",
    intro: (society: string, players: number) =>
      `${society} asks for tee times for ${players} players. Answer it with a quote on the tee sheet's Societies tab.`,
    message: "The organiser's message",
    action: "Open the requests",
    footer: "You receive this e-mail because it is the club's contact address.",
  },
  quote: {
    subject: (club: string) => `${club}: the quote for your society`,
    heading: (name: string) => `Hello ${name},`,
    price: (perPlayer: string, players: number, total: string) =>
      `${perPlayer} per player, for ${players} players: ${total} in total.`,
    intro: (club: string) => `${club} has answered your society's request with a quote.`,
    accept: "Open the quote to accept or decline it.",
    message: "The club's message",
    action: "See the quote",
    footer: "You receive this e-mail because you sent a society's request on the club's website.",
  },
  declined: {
    subject: (club: string) => `${club}: about your society's request`,
    heading: (name: string) => `Hello ${name},`,
    intro: (club: string) =>
      `Thank you for your society's request. We are sorry: ${club} cannot offer these tee times.`,
    message: "The club's message",
    footer: "You receive this e-mail because you sent a society's request on the club's website.",
  },
  answeredMail: {
    acceptedSubject: (society: string) => `Quote accepted: ${society}`,
    declinedSubject: (society: string) => `Quote declined: ${society}`,
    heading: (society: string) => `${society} has answered your quote`,
    accepted: (name: string, total: string) =>
      `${name} accepted the quote of ${total}. Book the society's tee times on the tee sheet.`,
    declined: (name: string, total: string) => `${name} declined the quote of ${total}.`,
    action: "Open the requests",
    footer: "You receive this e-mail because you quote societies' requests for the club.",
  },
};
