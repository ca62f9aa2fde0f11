/* Kept free of zod: the screens that show a saved card import it (decision 087). */

/** Card networks as Stripe names them (`visa`), as people write them (Visa). */
const CARD_BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  cartes_bancaires: "Cartes Bancaires",
};

export function cardBrandName(brand: string): string {
  return CARD_BRANDS[brand] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card");
}
