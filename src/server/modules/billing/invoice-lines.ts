import type { ServerNamespaces } from "../../i18n.ts";
import type { MembershipTypeRow } from "../memberships/membership-types.service.ts";
import type { NewInvoiceLine } from "./billing.repository.ts";
import type { ClubTaxRates } from "./tax-rates.service.ts";

/*
 * The words of the lines that billing writes (a draft by hand, a signup's invoice, a renewal, the renewal run),
 * each once.
 */

/** The words of invoice lines, in the club's language: `t("billing", locale).lineText`. */
type LineText = ServerNamespaces["billing"]["lineText"];

/** A membership line's description: the type and its period, or for life from its start. */
export function membershipDescription(
  words: LineText,
  typeName: string,
  start: string,
  end: string | null,
  date: (d: string) => string,
): string {
  return end
    ? words.membership(typeName, date(start), date(end))
    : words.membershipLifetime(typeName, date(start));
}

/** The line of a membership type's joining fee, at `position`: at the type's tax rate unless `rateId` is chosen. */
export function joiningFeeLine(
  words: LineText,
  type: Pick<MembershipTypeRow, "name" | "code" | "joiningFeeMinor" | "taxRateId">,
  position: number,
  rates: ClubTaxRates,
  rateId?: string | null,
  path = "",
): NewInvoiceLine {
  return {
    position,
    kind: "joining_fee",
    description: words.joiningFee(type.name),
    quantity: 1,
    unitMinor: type.joiningFeeMinor,
    ...rates.forLine(rateId, type.taxRateId, path),
    membershipType: type.code,
  };
}
