/** Currencies offered first in the forms (ISO 4217); any other 3-letter code may be typed. */
export const COMMON_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "JPY",
  "ZAR",
  "INR",
  "SGD",
  "HKD",
  "AED",
  "MXN",
  "BRL",
] as const;

/** Sports suggested when a club lists what it offers; any other may be typed. */
export const SPORT_SUGGESTIONS = [
  "Golf",
  "Tennis",
  "Padel",
  "Squash",
  "Pickleball",
  "Badminton",
  "Table tennis",
  "Swimming",
  "Fitness",
  "Bowls",
  "Croquet",
  "Cricket",
  "Sailing",
] as const;
