/** The "dashboard" texts in English: the source that every other language follows (docs/translations.md). */
export default {
  /** The document title. */
  title: "Dashboard",
  /** The heading, with the user's first name (else their name, else their e-mail). */
  welcome: (name: string) => `Welcome, ${name}`,
  profileFailed: "Your profile could not be loaded",
  checkConnection: "Check your connection and try again.",
  tryAgain: "Try again",
  /** The accessible name of the heading's placeholder while the profile loads. */
  loadingProfile: "Loading your profile",
  intro: "This is your Clubhouse dashboard. It brings together what matters in the club you are working in.",
  /** The club's logo image. */
  logoAlt: (club: string) => `${club} logo`,
  clubText:
    "Members, bookings and activity of this club will appear here. Use the club menu at the top to switch to another of your clubs or to create one.",
  clubSettings: "Club settings",
};
