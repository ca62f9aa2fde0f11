import { isTaxed, type LineTax, lineTaxOf, NO_TAX } from "../../../shared/billing.ts";
import { isUuid } from "../../../shared/ids.ts";
import {
  TAX_RATES_MAX,
  type TaxRate,
  type TaxRateInput,
  type TaxRateOption,
  taxRateInputSchema,
} from "../../../shared/tax-rates.ts";
import type { Access } from "../../auth/access.ts";
import { type AuditContext, withAudit } from "../../db/audit.ts";
import type { Db } from "../../db/client.ts";
import { AppError, fieldRefused, uniqueViolationAs } from "../../errors.ts";
import { uuidParam } from "../../http/ids.ts";
import { t } from "../../i18n.ts";
import {
  clearDefaultTaxRate,
  deleteTaxRate,
  findTaxRate,
  insertTaxRate,
  lockClubTaxRates,
  type TaxRateRow,
  taxRatesOf,
  updateTaxRate,
  usedTaxRateIds,
} from "./tax-rates.repository.ts";

/*
 * The club's tax rates (issue 36 item 2, decision 080), kept by owners and admins (billing.manage) in the
 * financial settings, read by whoever reads billing. One rate is the default while the club has any: the first
 * becomes it, and it is neither deactivated nor deleted until another is made the default. A rate on an issued
 * document is never deleted (its lines keep a copy all the same), only deactivated: no longer offered.
 */

const refusals = () => t("billingValidation").taxRates;
const notFound = () => t("billing").notFound.taxRate;

function taxRateOf(row: TaxRateRow, used: Set<string>): TaxRate {
  return {
    id: row.id,
    name: row.name,
    percent: Number(row.percent),
    kind: row.kind,
    note: row.note,
    active: row.active,
    isDefault: row.isDefault,
    position: row.position,
    used: used.has(row.id),
  };
}

export async function listTaxRates(db: Db, clubId: string): Promise<{ taxRates: TaxRate[] }> {
  const [rows, used] = await Promise.all([taxRatesOf(db, clubId), usedTaxRateIds(db, clubId)]);
  return { taxRates: rows.map((r) => taxRateOf(r, used)) };
}

const nameTaken = (name: string) => () =>
  new AppError("CONFLICT", refusals().nameTaken(name), {
    fields: [{ path: "name", message: refusals().nameTaken(name) }],
  });

function write<T>(db: Db, audit: AuditContext, name: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return uniqueViolationAs(withAudit(db, audit, work), "tax_rates_club_name_idx", nameTaken(name));
}

const columnsOf = (input: TaxRateInput) => ({
  name: input.name,
  percent: input.kind === "exempt" ? 0 : input.percent,
  kind: input.kind,
  note: input.kind === "exempt" ? input.note : null,
  active: input.active,
});

export async function createTaxRate(
  db: Db,
  access: Access,
  value: TaxRateInput,
  audit: AuditContext,
): Promise<TaxRate> {
  const input = taxRateInputSchema.parse(value);
  return write(db, audit, input.name, async (tx) => {
    if (!(await lockClubTaxRates(tx, access.clubId)))
      throw new AppError("NOT_FOUND", t("errors").clubNotFound);
    const rates = await taxRatesOf(tx, access.clubId);
    if (rates.length >= TAX_RATES_MAX) throw fieldRefused("name", refusals().tooMany(TAX_RATES_MAX));
    // The club's first rate is its default; a default is active.
    const isDefault = input.isDefault || !rates.some((r) => r.isDefault);
    if (isDefault && !input.active) throw fieldRefused("active", refusals().defaultKept);
    if (isDefault) await clearDefaultTaxRate(tx, access.clubId);
    const position = rates.reduce((max, r) => Math.max(max, r.position + 1), 0);
    const row = await insertTaxRate(tx, access.clubId, { ...columnsOf(input), isDefault, position });
    return taxRateOf(row, new Set());
  });
}

export async function updateTaxRateOf(
  db: Db,
  access: Access,
  rateId: string,
  value: TaxRateInput,
  audit: AuditContext,
): Promise<TaxRate> {
  const id = uuidParam(rateId, notFound);
  const input = taxRateInputSchema.parse(value);
  return write(db, audit, input.name, async (tx) => {
    if (!(await lockClubTaxRates(tx, access.clubId))) throw new AppError("NOT_FOUND", notFound());
    const rate = await findTaxRate(tx, access.clubId, id);
    if (!rate) throw new AppError("NOT_FOUND", notFound());
    if (rate.isDefault && !input.isDefault) throw fieldRefused("isDefault", refusals().defaultKept);
    if ((rate.isDefault || input.isDefault) && !input.active) {
      throw fieldRefused("active", refusals().defaultKept);
    }
    if (input.isDefault && !rate.isDefault) await clearDefaultTaxRate(tx, access.clubId, id);
    const row = await updateTaxRate(tx, access.clubId, id, {
      ...columnsOf(input),
      isDefault: input.isDefault,
    });
    return taxRateOf(row, await usedTaxRateIds(tx, access.clubId));
  });
}

export async function deleteTaxRateOf(db: Db, access: Access, rateId: string, audit: AuditContext) {
  const id = uuidParam(rateId, notFound);
  await withAudit(db, audit, async (tx) => {
    if (!(await lockClubTaxRates(tx, access.clubId))) throw new AppError("NOT_FOUND", notFound());
    const rate = await findTaxRate(tx, access.clubId, id);
    if (!rate) throw new AppError("NOT_FOUND", notFound());
    if (rate.isDefault) throw new AppError("CONFLICT", refusals().defaultDelete);
    if ((await usedTaxRateIds(tx, access.clubId)).has(id)) throw new AppError("CONFLICT", refusals().inUse);
    await deleteTaxRate(tx, access.clubId, id);
  });
}

/**
 * The id of the club's active rate `id` names, for a price that names its rate (a membership type, a green fee);
 * 422 on `path` for an unknown, another club's or a deactivated rate.
 */
export async function activeTaxRateOrRefuse(
  db: Db,
  clubId: string,
  id: string,
  path: string,
): Promise<string> {
  const rate = isUuid(id) ? await findTaxRate(db, clubId, id.toLowerCase()) : undefined;
  if (!rate?.active) throw fieldRefused(path, refusals().rate);
  return rate.id;
}

/** A line's tax columns: the rate's id and its copy, and whether tax is reckoned on it. */
export interface LineTaxColumns extends LineTax {
  taxRateId: string | null;
  taxable: boolean;
}

const NO_TAX_COLUMNS: LineTaxColumns = { ...NO_TAX, taxRateId: null, taxable: false };

/** The columns of a line billed at `rate` (none: without tax). */
export function lineTaxColumns(rate: TaxRateRow | TaxRateOption | undefined): LineTaxColumns {
  if (!rate) return NO_TAX_COLUMNS;
  const tax = lineTaxOf({ ...rate, percent: Number(rate.percent) });
  return { ...tax, taxRateId: rate.id, taxable: isTaxed(tax) };
}

/** The club's rates as billing applies them to new lines. */
export class ClubTaxRates {
  private constructor(private readonly rows: TaxRateRow[]) {}

  static async of(db: Db, clubId: string): Promise<ClubTaxRates> {
    return new ClubTaxRates(await taxRatesOf(db, clubId));
  }

  /** The default rate; undefined for a club without rates (it bills without tax). */
  get defaultRate(): TaxRateRow | undefined {
    return this.rows.find((r) => r.isDefault && r.active);
  }

  /** The active rates, as the line editor offers them. */
  options(): TaxRateOption[] {
    return this.rows
      .filter((r) => r.active)
      .map((r) => ({
        id: r.id,
        name: r.name,
        percent: Number(r.percent),
        kind: r.kind,
        note: r.note,
        isDefault: r.isDefault,
      }));
  }

  /** The rate a price names (a membership type's, a green fee's) when it is active, else the default. */
  configured(rateId: string | null | undefined): TaxRateRow | undefined {
    const own = rateId ? this.rows.find((r) => r.id === rateId && r.active) : undefined;
    return own ?? this.defaultRate;
  }

  /** The id of the rate a price's lines get (`configured`), for the editor's default. */
  configuredId(rateId: string | null | undefined): string | null {
    return this.configured(rateId)?.id ?? null;
  }

  /**
   * The columns of a new line: the rate chosen for it (which must be one of the club's active rates: else 422 on
   * `path`), else the price's rate, else the default.
   */
  forLine(chosen: string | null | undefined, priceRateId: string | null | undefined, path: string) {
    if (chosen) {
      const rate = this.rows.find((r) => r.id === chosen.toLowerCase() && r.active);
      if (!rate) throw fieldRefused(path, refusals().rate);
      return lineTaxColumns(rate);
    }
    return lineTaxColumns(this.configured(priceRateId));
  }

  /**
   * A draft line's copy of its rate as the rate is now (issuing). A line whose rate was deleted meanwhile (a
   * named copy, no rate) takes the default; a line billed without tax (no name, no rate) stays so.
   */
  refreshed<L extends LineTax & { taxRateId: string | null; taxable: boolean }>(line: L): L {
    if (!line.taxRateId)
      return line.taxName === null ? line : { ...line, ...lineTaxColumns(this.defaultRate) };
    const rate = this.rows.find((r) => r.id === line.taxRateId);
    return rate ? { ...line, ...lineTaxColumns(rate) } : line;
  }
}
