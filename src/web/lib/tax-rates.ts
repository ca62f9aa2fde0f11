import { queryOptions } from "@tanstack/react-query";
import type { TaxRate, TaxRateInput } from "../../shared/tax-rates.ts";
import { api } from "./api-client.ts";
import { clubKeys } from "./club-keys.ts";

/*
 * The club's tax rates (decision 080): managed in the financial settings, chosen on membership types; one cache
 * for both, read again after each change (and by billing, whose totals they decide).
 */

export const taxRateKeys = {
  all: (clubId: string) => [...clubKeys.club(clubId), "billing", "tax-rates"] as const,
};

export function taxRatesQuery(clubId: string) {
  return queryOptions({
    queryKey: taxRateKeys.all(clubId),
    queryFn: ({ signal }): Promise<{ taxRates: TaxRate[] }> =>
      api.get("/api/clubs/{clubId}/billing/tax-rates", { path: { clubId }, signal }),
  });
}

export function createTaxRate(clubId: string, body: TaxRateInput): Promise<TaxRate> {
  return api.post("/api/clubs/{clubId}/billing/tax-rates", { path: { clubId }, body });
}

export function updateTaxRate(clubId: string, taxRateId: string, body: TaxRateInput): Promise<TaxRate> {
  return api.put("/api/clubs/{clubId}/billing/tax-rates/{taxRateId}", { path: { clubId, taxRateId }, body });
}

export function deleteTaxRate(clubId: string, taxRateId: string): Promise<void> {
  return api.delete("/api/clubs/{clubId}/billing/tax-rates/{taxRateId}", { path: { clubId, taxRateId } });
}
