import {
  Button,
  Checkbox,
  CloseButton,
  Grid,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch, IconUser } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { invoiceTotals, type LineAmount, type LineTax, lineTaxOf, NO_TAX } from "../../../shared/billing.ts";
import { type BillingPeriod, billingPeriods, periodEnd } from "../../../shared/billing-periods.ts";
import { clockTime } from "../../../shared/formats.ts";
import {
  createInvoiceSchema,
  DESCRIPTION_MAX,
  type InvoiceDetail,
  invoiceDraftSchema,
  NOTES_MAX,
  PERIODS_MAX,
  QUANTITY_MAX,
} from "../../../shared/invoices.ts";
import { toMajor, toMinor } from "../../../shared/money.ts";
import type { TaxRateOption } from "../../../shared/tax-rates.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { SEARCH_DEBOUNCE_MS } from "../../components/SearchInput.tsx";
import { useTaxRateLabel } from "../../components/TaxSummary.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { type FoundMember, memberSearchQuery } from "../../lib/member-search.ts";
import { notify } from "../../lib/notify.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { billableQuery, type CreateInvoiceInput, createInvoice, updateDraft } from "./api.ts";
import { BillingModal, DialogFormBody, useDialogForm } from "./dialog-form.tsx";
import { periodText } from "./format.ts";
import { moneyInputProps } from "./money-input.tsx";

type Line = CreateInvoiceInput["lines"][number];

/** The member billed: found in the search, or the draft's. */
interface ChosenMember {
  id: string;
  name: string;
  email: string | null;
  membershipNumber: string | null;
}

/** A line of one's own as typed: the amounts in major units as the fields hold them ("" when empty). */
interface CustomLine {
  key: string;
  description: string;
  quantity: number | string;
  price: number | string;
  /** Its tax rate's id, NO_TAX for a line billed without tax, "" for the club's default rate. */
  rate: string;
}

/** The rate choice of a line billed without tax (a line of one's own only). */
const NO_TAX_CHOICE = "none";

/** The membership fee the form offers: the member's type, from the day its next period starts. */
interface MembershipOffer {
  membershipType: string;
  name: string;
  priceMinor: number;
  billingPeriod: BillingPeriod | null;
  periodStart: string;
  /** The rate the type's fee is billed at unless another is chosen. */
  taxRateId: string | null;
}

/** A fixed-price line the form offers with a tick: the joining fee or a green fee. */
interface Offer {
  key: string;
  label: string;
  detail?: string;
  amountMinor: number;
  line: Line;
  /** The rate the price is billed at unless another is chosen. */
  taxRateId: string | null;
}

let lineKeys = 0;
const newLine = (): CustomLine => ({
  key: `l${++lineKeys}`,
  description: "",
  quantity: 1,
  price: "",
  rate: "",
});

/**
 * A new invoice to a member (or a change to a draft): the member found by name or number; what they may be
 * billed (their membership's next period, its joining fee, their green fees not invoiced yet) ticked; lines
 * of one's own; a live preview of the totals reckoned as the server reckons them. Saved as a draft, or created
 * and issued at once (and e-mailed unless unticked). Checked with the shared schema before it is sent; the
 * server's refusals show at their fields, or above the form. Full screen on a phone.
 */
export function InvoiceDialog({
  opened,
  onClose,
  draft,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  /** The draft being changed; null for a new invoice. */
  draft: InvoiceDetail | null;
  /** After a new invoice is saved (to show it). */
  onSaved?: (invoice: InvoiceDetail) => void;
}) {
  const t = useMessages("billing").form;
  return (
    <BillingModal opened={opened} onClose={onClose} title={draft ? t.editTitle : t.newTitle} size="xl">
      {/* Mounted afresh for each opening, so that the form starts from the draft (or empty). */}
      <InvoiceForm draft={draft} onClose={onClose} onSaved={onSaved} />
    </BillingModal>
  );
}

function InvoiceForm({
  draft,
  onClose,
  onSaved,
}: {
  draft: InvoiceDetail | null;
  onClose: () => void;
  onSaved: ((invoice: InvoiceDetail) => void) | undefined;
}) {
  const texts = useMessages("billing");
  const t = texts.form;
  const common = useMessages("common");
  const { club } = useCurrentClub();
  const locale = useLocale();
  const money = useMoney();
  const rateLabel = useTaxRateLabel();

  const [member, setMember] = useState<ChosenMember | null>(
    draft?.memberId
      ? {
          id: draft.memberId,
          name: draft.billTo.name,
          email: draft.billTo.email,
          membershipNumber: draft.billTo.membershipNumber,
        }
      : null,
  );
  const billable = useQuery(billableQuery(club.id, member?.id ?? null));
  const data = billable.data;
  // The draft's own lines apply to its member only: choosing another member starts from their billables.
  const draftLines = draft && member?.id === draft.memberId ? draft.lines : [];
  const draftMembership = draftLines.find((l) => l.kind === "membership");
  const draftJoining = draftLines.find((l) => l.kind === "joining_fee");

  const [membershipChecked, setMembershipChecked] = useState(Boolean(draftMembership));
  const [periods, setPeriods] = useState<number | string>(draftMembership?.quantity ?? 1);
  const [joiningChecked, setJoiningChecked] = useState(Boolean(draftJoining));
  const [fees, setFees] = useState<Set<string>>(
    () =>
      new Set(
        draftLines.flatMap((l) => (l.kind === "green_fee" && l.bookingPlayerId ? [l.bookingPlayerId] : [])),
      ),
  );
  const [custom, setCustom] = useState<CustomLine[]>(() =>
    draftLines
      .filter((l) => l.kind === "custom")
      .map((l) => ({
        key: `l${++lineKeys}`,
        description: l.description,
        quantity: l.quantity,
        price: toMajor(l.unitMinor, draft?.currency ?? "USD"),
        rate: l.taxRateId ?? (l.taxable ? "" : NO_TAX_CHOICE),
      })),
  );
  // The rate chosen for each offered line (membership, joining, fee.<id>): the draft's, else the price's.
  const [rateChoices, setRateChoices] = useState<Record<string, string>>(() => {
    const chosen: Record<string, string> = {};
    for (const l of draftLines) {
      if (!l.taxRateId) continue;
      if (l.kind === "membership") chosen.membership = l.taxRateId;
      else if (l.kind === "joining_fee") chosen.joining = l.taxRateId;
      else if (l.kind === "green_fee" && l.bookingPlayerId) chosen[`fee.${l.bookingPlayerId}`] = l.taxRateId;
    }
    return chosen;
  });
  const [notes, setNotes] = useState(draft?.notes ?? "");
  const [send, setSend] = useState(true);

  const currency = data?.currency ?? draft?.currency ?? "USD";
  const rateOptions = data?.taxRates ?? [];
  const defaultRate = rateOptions.find((r) => r.isDefault) ?? null;
  /** The rate a line is billed at: its choice if one of the active rates, else the price's, else the default. */
  const rateOf = (choice: string | undefined, priceRate: string | null | undefined): TaxRateOption | null =>
    rateOptions.find((r) => r.id === choice) ?? rateOptions.find((r) => r.id === priceRate) ?? defaultRate;
  const taxOf = (rate: TaxRateOption | null): LineTax => (rate ? lineTaxOf(rate) : NO_TAX);
  const email = data?.member.email ?? member?.email ?? null;

  // The membership fee: the draft's line as it bills it, else the member's type from its next period, unless an
  // invoice bills that period already (issue 34).
  const membership: MembershipOffer | null = draftMembership?.membershipType
    ? {
        membershipType: draftMembership.membershipType,
        name: data?.membership?.membershipType === draftMembership.membershipType ? data.membership.name : "",
        priceMinor: draftMembership.unitMinor,
        billingPeriod: billingPeriodOf(
          data?.membership?.membershipType === draftMembership.membershipType
            ? data.membership.billingPeriod
            : null,
        ),
        periodStart: draftMembership.periodStart ?? "",
        taxRateId: data?.membership?.taxRateId ?? null,
      }
    : data?.membership && !data.membership.billedBy
      ? {
          membershipType: data.membership.membershipType,
          name: data.membership.name,
          priceMinor: data.membership.priceMinor,
          billingPeriod: billingPeriodOf(data.membership.billingPeriod),
          periodStart: data.membership.periodStart,
          taxRateId: data.membership.taxRateId,
        }
      : null;
  const periodCount = typeof periods === "number" ? periods : Number(periods) || 0;
  const membershipEnd =
    membership?.billingPeriod && membership.periodStart
      ? periodEnd(membership.periodStart, membership.billingPeriod, Math.max(1, periodCount))
      : (draftMembership?.periodEnd ?? null);

  const joining: Offer | null = draftJoining?.membershipType
    ? {
        key: "joining",
        label: draftJoining.description,
        amountMinor: draftJoining.unitMinor,
        line: { kind: "joining_fee", membershipType: draftJoining.membershipType, taxRateId: null },
        taxRateId: data?.membership?.taxRateId ?? null,
      }
    : data?.membership && data.membership.joiningFeeMinor > 0
      ? {
          key: "joining",
          label: t.joiningFee(data.membership.name),
          amountMinor: data.membership.joiningFeeMinor,
          line: { kind: "joining_fee", membershipType: data.membership.membershipType, taxRateId: null },
          taxRateId: data.membership.taxRateId,
        }
      : null;

  // Green fees: the draft's (held by it) first, then those not invoiced yet (a list read before the draft held
  // its own may still name them: once only).
  const held = new Set(draftLines.flatMap((l) => (l.bookingPlayerId ? [l.bookingPlayerId] : [])));
  const feeOffers: Offer[] = [
    ...draftLines.flatMap((l): Offer[] =>
      l.kind === "green_fee" && l.bookingPlayerId
        ? [
            {
              key: l.bookingPlayerId,
              label: l.description,
              amountMinor: l.unitMinor,
              line: { kind: "green_fee", bookingPlayerId: l.bookingPlayerId, taxRateId: null },
              taxRateId:
                data?.greenFees.find((f) => f.bookingPlayerId === l.bookingPlayerId)?.taxRateId ?? null,
            },
          ]
        : [],
    ),
    ...(data?.greenFees ?? [])
      .filter((fee) => !held.has(fee.bookingPlayerId))
      .map(
        (fee): Offer => ({
          key: fee.bookingPlayerId,
          label: fee.competitionName
            ? t.competitionEntry(fee.competitionName, calendarDate(fee.date, club))
            : t.greenFee(
                fee.courseName,
                calendarDate(fee.date, club),
                clockTime(fee.time, club.timeFormat),
                fee.guest ? t.guest(fee.playerName) : fee.playerName,
              ),
          amountMinor: fee.feeMinor,
          line: { kind: "green_fee", bookingPlayerId: fee.bookingPlayerId, taxRateId: null },
          taxRateId: fee.taxRateId,
        }),
      ),
  ];

  /** The lines to send, in order, each with the form's key of the field its messages belong to. */
  function linesWithFields(): { line: Line; field: string; amount: LineAmount }[] {
    const out: { line: Line; field: string; amount: LineAmount }[] = [];
    if (membership && membershipChecked) {
      const rate = rateOf(rateChoices.membership, membership.taxRateId);
      out.push({
        field: "membership",
        line: {
          kind: "membership",
          membershipType: membership.membershipType,
          periodStart: membership.periodStart || null,
          periods: typeof periods === "number" ? periods : Number.NaN,
          taxRateId: rate?.id ?? null,
        },
        amount: { quantity: Math.max(0, periodCount), unitMinor: membership.priceMinor, ...taxOf(rate) },
      });
    }
    if (joining && joiningChecked) {
      const rate = rateOf(rateChoices.joining, joining.taxRateId);
      out.push({
        field: "joining",
        line: { ...joining.line, taxRateId: rate?.id ?? null } as Line,
        amount: { quantity: 1, unitMinor: joining.amountMinor, ...taxOf(rate) },
      });
    }
    for (const offer of feeOffers) {
      if (!fees.has(offer.key)) continue;
      const rate = rateOf(rateChoices[`fee.${offer.key}`], offer.taxRateId);
      out.push({
        field: `fee.${offer.key}`,
        line: { ...offer.line, taxRateId: rate?.id ?? null } as Line,
        amount: { quantity: 1, unitMinor: offer.amountMinor, ...taxOf(rate) },
      });
    }
    for (const row of custom) {
      const unitMinor = toMinor(row.price, currency);
      const quantity = typeof row.quantity === "number" ? row.quantity : Number.NaN;
      const untaxed = row.rate === NO_TAX_CHOICE;
      const rate = untaxed ? null : rateOf(row.rate, null);
      out.push({
        field: `custom.${row.key}`,
        line: {
          kind: "custom",
          description: row.description,
          quantity,
          unitMinor: unitMinor ?? Number.NaN,
          taxable: !untaxed,
          taxRateId: rate?.id ?? null,
        },
        amount: {
          quantity: Number.isInteger(quantity) ? quantity : 0,
          unitMinor: unitMinor ?? 0,
          ...taxOf(rate),
        },
      });
    }
    return out;
  }

  const lines = linesWithFields();
  const totals = invoiceTotals(lines.map((l) => l.amount));
  /** The rate select of an offered line (shown when the club has rates to choose from). */
  const rateSelect = (field: string, priceRate: string | null) =>
    rateOptions.length > 1 ? (
      <RateSelect
        options={rateOptions}
        value={rateOf(rateChoices[field], priceRate)?.id ?? ""}
        onChange={(next) => {
          setRateChoices((current) => ({ ...current, [field]: next }));
          recheck();
        }}
        error={errors[`${field}.taxRateId`]}
      />
    ) : null;

  /** The schema's and the server's paths (lines.2.description) as the form's fields (custom.l3.description). */
  function onFields(found: FieldErrors): FieldErrors {
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(found)) {
      const line = /^lines\.(\d+)(?:\.(\w+))?/.exec(path);
      let key = path === "memberId" ? "member" : path;
      if (line) {
        const at = lines[Number(line[1])];
        const field = line[2];
        if (!at) key = "lines";
        else if (at.field.startsWith("custom.")) {
          key = `${at.field}.${field === "unitMinor" ? "price" : (field ?? "description")}`;
        } else key = field === "taxRateId" ? `${at.field}.taxRateId` : at.field;
      }
      mapped[key] ??= message;
    }
    return mapped;
  }

  const inputOf = (issue: boolean): CreateInvoiceInput => ({
    memberId: member?.id ?? "",
    lines: lines.map((l) => l.line),
    notes: notes.trim() === "" ? null : notes,
    ...(draft ? {} : { issue, send: issue && Boolean(email) && send }),
  });

  const form = useDialogForm({
    /** The form's own checks (a member chosen, a price typed), then the shared schema's. */
    check: () => {
      const own: FieldErrors = {};
      if (!member) own.member = t.chooseMember;
      for (const row of custom) {
        if (toMinor(row.price, currency) === undefined) own[`custom.${row.key}.price`] = t.priceRequired;
      }
      return {
        ...onFields(validateWith(draft ? invoiceDraftSchema : createInvoiceSchema, inputOf(false))),
        ...own,
      };
    },
    input: (intent) => inputOf(!draft && intent === "issue"),
    send: (input: CreateInvoiceInput) =>
      draft
        ? updateDraft(club.id, draft.id, { memberId: input.memberId, lines: input.lines, notes: input.notes })
        : createInvoice(club.id, input),
    done: (saved, input) => {
      notify(
        saved.status === "draft"
          ? draft
            ? t.draftSaved(saved.billTo.name)
            : t.draftCreated(saved.billTo.name)
          : input.send
            ? texts.issue.issuedAndSent(saved.number ?? "", saved.billTo.email ?? "")
            : texts.issue.issued(saved.number ?? ""),
      );
      onSaved?.(saved);
    },
    onClose,
    // A refusal on a field shows there; a rule (a green fee billed meanwhile, a period billed already) above.
    fields: onFields,
  });
  const { errors, edited: recheck } = form;
  const general = errors.lines;

  return (
    <DialogFormBody form={form} gap="lg">
      <MemberPicker
        member={member}
        error={errors.member}
        onChange={(next) => {
          setMember(next);
          setMembershipChecked(false);
          setJoiningChecked(false);
          setFees(new Set());
          setPeriods(1);
          form.reset();
        }}
      />

      {member ? (
        billable.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              {t.loadingBillable}
            </Text>
          </Group>
        ) : billable.isError ? (
          <FormAlert kind="error">{t.billableFailed}</FormAlert>
        ) : (
          <>
            <Section title={t.membershipSection}>
              {membership ? (
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                    <Checkbox
                      label={t.membershipFee(membership.name || membership.membershipType)}
                      description={
                        membership.billingPeriod === "lifetime"
                          ? t.lifetimeFrom(calendarDate(membership.periodStart, club))
                          : (periodText(membership.periodStart, membershipEnd, club) ?? undefined)
                      }
                      checked={membershipChecked}
                      onChange={(e) => {
                        setMembershipChecked(e.currentTarget.checked);
                        recheck();
                      }}
                      error={errors.membership}
                    />
                    <Amount value={money(membership.priceMinor * Math.max(1, periodCount), currency)} />
                  </Group>
                  {membershipChecked ? rateSelect("membership", membership.taxRateId) : null}
                  {membershipChecked &&
                  membership.billingPeriod &&
                  membership.billingPeriod !== "lifetime" ? (
                    <NumberInput
                      label={t.periods}
                      description={t.periodsHelp(texts.billingPeriods[membership.billingPeriod])}
                      allowDecimal={false}
                      allowNegative={false}
                      min={1}
                      max={PERIODS_MAX}
                      clampBehavior="none"
                      value={periods}
                      onChange={(v) => {
                        setPeriods(v);
                        recheck();
                      }}
                      maw={320}
                      ml={30}
                    />
                  ) : null}
                  {joining ? (
                    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                      <Checkbox
                        label={joining.label}
                        checked={joiningChecked}
                        onChange={(e) => {
                          setJoiningChecked(e.currentTarget.checked);
                          recheck();
                        }}
                        error={errors.joining}
                      />
                      <Amount value={money(joining.amountMinor, currency)} />
                    </Group>
                  ) : null}
                  {joining && joiningChecked ? rateSelect("joining", joining.taxRateId) : null}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {data?.membership?.billedBy
                    ? t.membershipBilled(
                        data.membership.billedBy.number ?? t.aDraft,
                        periodText(
                          data.membership.billedBy.periodStart,
                          data.membership.billedBy.periodEnd,
                          club,
                        ) ?? calendarDate(data.membership.billedBy.periodStart, club),
                      )
                    : data
                      ? t.noMembership(data.member.membershipType)
                      : null}
                </Text>
              )}
            </Section>

            <Section title={t.greenFeesSection}>
              {feeOffers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t.noGreenFees}
                </Text>
              ) : (
                <Stack gap="xs">
                  {feeOffers.map((offer) => (
                    <Stack key={offer.key} gap={4}>
                      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                        <Checkbox
                          label={offer.label}
                          checked={fees.has(offer.key)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setFees((current) => {
                              const next = new Set(current);
                              if (on) next.add(offer.key);
                              else next.delete(offer.key);
                              return next;
                            });
                            recheck();
                          }}
                          error={errors[`fee.${offer.key}`]}
                        />
                        <Amount value={money(offer.amountMinor, currency)} />
                      </Group>
                      {fees.has(offer.key) ? rateSelect(`fee.${offer.key}`, offer.taxRateId) : null}
                    </Stack>
                  ))}
                </Stack>
              )}
            </Section>

            <Section title={t.customSection}>
              <Stack gap="xs">
                {custom.map((row, index) => (
                  <CustomLineFields
                    key={row.key}
                    row={row}
                    index={index}
                    currency={currency}
                    locale={locale}
                    errors={errors}
                    rates={rateOptions}
                    onChange={(next) => {
                      setCustom((rows) => rows.map((r) => (r.key === row.key ? { ...r, ...next } : r)));
                      recheck();
                    }}
                    onRemove={() => {
                      setCustom((rows) => rows.filter((r) => r.key !== row.key));
                      recheck();
                    }}
                  />
                ))}
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => {
                    setCustom((rows) => [...rows, newLine()]);
                    recheck();
                  }}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t.addLine}
                </Button>
              </Stack>
            </Section>

            <Textarea
              label={t.notes}
              description={t.notesHelp}
              autosize
              minRows={2}
              maxRows={5}
              maxLength={NOTES_MAX}
              value={notes}
              onChange={(e) => {
                setNotes(e.currentTarget.value);
                recheck();
              }}
              error={errors.notes}
            />

            <Paper withBorder radius="md" p="sm" role="group" aria-label={t.preview}>
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t.preview}
                </Text>
                <PreviewRow label={t.subtotal} value={money(totals.subtotalMinor, currency)} />
                {totals.taxes
                  .filter((g) => g.taxKind === "standard" && g.taxPercent > 0)
                  .map((g) => (
                    <PreviewRow
                      key={g.marker}
                      label={t.tax(rateLabel(g))}
                      value={money(g.taxMinor, currency)}
                    />
                  ))}
                {totals.taxes.some((g) => g.taxKind === "exempt") ? (
                  <PreviewRow
                    label={t.tax(rateLabel(totals.taxes.find((g) => g.taxKind === "exempt") ?? NO_TAX))}
                    value={money(0, currency)}
                  />
                ) : null}
                <PreviewRow label={t.total} value={money(totals.totalMinor, currency)} strong />
                {data ? (
                  <Text size="xs" c="dimmed">
                    {t.terms(data.terms || "—")}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          </>
        )
      ) : null}

      {general ? <FormAlert kind="error">{general}</FormAlert> : null}

      <Group justify="space-between" gap="sm" wrap="wrap" align="center">
        {!draft && member ? (
          <Checkbox
            label={t.send}
            description={email ? texts.issue.sendTo(email) : texts.issue.noEmail}
            checked={Boolean(email) && send}
            disabled={!email}
            onChange={(e) => setSend(e.currentTarget.checked)}
          />
        ) : (
          <span />
        )}
        <Group gap="sm" justify="flex-end" wrap="wrap" ml="auto">
          <Button variant="default" onClick={onClose} disabled={form.pending}>
            {common.cancel}
          </Button>
          <Button
            type="submit"
            variant={draft ? "filled" : "default"}
            data-intent="draft"
            loading={form.pending && !form.sending?.issue}
            disabled={form.pending}
          >
            {draft ? t.saveDraft : t.saveAsDraft}
          </Button>
          {draft ? null : (
            <Button
              type="submit"
              data-intent="issue"
              loading={form.pending && Boolean(form.sending?.issue)}
              disabled={form.pending}
            >
              {t.createAndIssue}
            </Button>
          )}
        </Group>
      </Group>
    </DialogFormBody>
  );
}

function billingPeriodOf(value: string | null | undefined): BillingPeriod | null {
  return (billingPeriods as readonly string[]).includes(value ?? "") ? (value as BillingPeriod) : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Amount({ value }: { value: string }) {
  return (
    <Text size="sm" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
      {value}
    </Text>
  );
}

function PreviewRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : undefined}
        style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
        aria-live="polite"
      >
        {value}
      </Text>
    </Group>
  );
}

function CustomLineFields({
  row,
  index,
  currency,
  locale,
  errors,
  rates,
  onChange,
  onRemove,
}: {
  row: CustomLine;
  index: number;
  currency: string;
  locale: string;
  errors: FieldErrors;
  rates: TaxRateOption[];
  onChange: (next: Partial<CustomLine>) => void;
  onRemove: () => void;
}) {
  const t = useMessages("billing").form;
  const at = (field: string) => errors[`custom.${row.key}.${field}`];
  return (
    <Paper withBorder radius="sm" p="xs" aria-label={t.lineNumber(index + 1)} role="group">
      <Grid gap="xs" align="flex-start">
        <Grid.Col span={{ base: 10, sm: "auto" }}>
          <TextInput
            label={t.description}
            value={row.description}
            maxLength={DESCRIPTION_MAX}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
            error={at("description")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 2, sm: "content" }} order={{ base: 2, sm: 5 }}>
          <Group justify="flex-end" mt={26}>
            <CloseButton aria-label={t.removeLine(index + 1)} onClick={onRemove} />
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 3, sm: 2 }}>
          <NumberInput
            label={t.quantity}
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={QUANTITY_MAX}
            clampBehavior="none"
            value={row.quantity}
            onChange={(v) => onChange({ quantity: v })}
            error={at("quantity")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 3 }} order={{ base: 4, sm: 3 }}>
          <NumberInput
            label={t.unitPrice}
            value={row.price}
            onChange={(v) => onChange({ price: v })}
            error={at("price")}
            {...moneyInputProps(currency, locale, { negative: true })}
          />
        </Grid.Col>
        {rates.length > 0 ? (
          <Grid.Col span={{ base: 12, sm: 3 }} order={{ base: 5, sm: 4 }}>
            <RateSelect
              options={rates}
              untaxed
              value={
                row.rate === NO_TAX_CHOICE
                  ? NO_TAX_CHOICE
                  : ((rates.find((r) => r.id === row.rate) ?? rates.find((r) => r.isDefault) ?? rates[0])
                      ?.id ?? "")
              }
              onChange={(rate) => onChange({ rate })}
              error={at("taxRateId")}
            />
          </Grid.Col>
        ) : null}
      </Grid>
    </Paper>
  );
}

/** A line's tax rate: one of the club's active rates (a line of one's own may also be billed without tax). */
function RateSelect({
  options,
  value,
  untaxed = false,
  onChange,
  error,
}: {
  options: TaxRateOption[];
  value: string;
  untaxed?: boolean;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const t = useMessages("billing").form;
  const noTax = useMessages("common").taxes.noTax;
  const label = useTaxRateLabel();
  const data = [
    ...options.map((r) => ({ value: r.id, label: label(lineTaxOf(r)) })),
    ...(untaxed ? [{ value: NO_TAX_CHOICE, label: noTax }] : []),
  ];
  return (
    <Select
      label={t.taxRate}
      // As tall as its neighbours on a line of one's own; small under an offered price.
      size={untaxed ? "sm" : "xs"}
      maw={320}
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      error={error}
    />
  );
}

/** The member to bill: found by name, e-mail or number (asked 300 ms after the last key), then shown. */
function MemberPicker({
  member,
  error,
  onChange,
}: {
  member: ChosenMember | null;
  error: string | undefined;
  onChange: (member: ChosenMember | null) => void;
}) {
  const t = useMessages("billing").form;
  const { club } = useCurrentClub();
  const [text, setText] = useState("");
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useQuery(memberSearchQuery(club.id, q));
  const found = (search.data ?? []).slice(0, 8);
  const resultsId = useId();
  const asked = q.length > 0 && text.trim().length > 0;

  if (member) {
    return (
      <Section title={t.member}>
        <Paper withBorder radius="sm" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <IconUser size={20} aria-hidden />
              <Stack gap={0} miw={0}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {member.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {[member.email ?? t.noEmailShort, member.membershipNumber].filter(Boolean).join(" · ")}
                </Text>
              </Stack>
            </Group>
            <Button variant="default" size="xs" onClick={() => onChange(null)} style={{ flexShrink: 0 }}>
              {t.changeMember}
            </Button>
          </Group>
        </Paper>
      </Section>
    );
  }

  return (
    <Stack gap={6}>
      <TextInput
        label={t.findMember}
        placeholder={t.findMemberPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching && asked ? <Loader size={14} aria-hidden /> : null}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.currentTarget.value)}
        aria-describedby={asked ? resultsId : undefined}
        autoComplete="off"
        error={error}
        data-autofocus
      />
      {asked ? (
        <Stack gap={4} id={resultsId} aria-live="polite">
          {search.data && found.length === 0 && !search.isFetching ? (
            <Text size="sm" c="dimmed">
              {t.noMemberFound}
            </Text>
          ) : (
            found.map((m: FoundMember) => (
              <UnstyledButton
                key={m.id}
                onClick={() => {
                  onChange({ id: m.id, name: m.name, email: m.email, membershipNumber: m.membershipNumber });
                  setText("");
                }}
                style={{
                  borderRadius: "var(--mantine-radius-sm)",
                  border: "1px solid var(--mantine-color-default-border)",
                  padding: "6px 10px",
                }}
              >
                {/* Named by what it shows, after "Bill" (WCAG 2.5.3: the visible text is in the name). */}
                <VisuallyHidden>{t.chooseMemberPrefix} </VisuallyHidden>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {m.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {[m.email, m.membershipTypeName].filter(Boolean).join(" · ")}
                    </Text>
                  </Stack>
                  {m.membershipNumber ? (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {m.membershipNumber}
                    </Text>
                  ) : null}
                </Group>
              </UnstyledButton>
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
