import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconDownload, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { lineKinds, paymentMethods } from "../../../shared/billing.ts";
import {
  JOURNAL_OVERRIDES_MAX,
  type JournalFormat,
  type JournalSettings,
  journalFormats,
  journalSettingsSchema,
} from "../../../shared/journal.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { currentLocale, useMessages } from "../../lib/i18n.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { downloadJournal, journalSettingsQuery, saveJournalSettings } from "./journal-api.ts";

/**
 * The accountant's journal (issue 36, item 7, decision 078): a period's bookings downloaded as DATEV's booking
 * batch or Xero's or QuickBooks' journal CSV, and the club's accounts they are booked on (owners and admins
 * change them; managers read them).
 */
export function JournalScreen() {
  const t = useMessages("billing").journal;
  const { club } = useCurrentClub();
  usePageTitle(t.title);
  const settings = useQuery(journalSettingsQuery(club.id));
  return (
    <Stack gap="lg" maw={960}>
      <ScreenHeader title={t.title} intro={t.intro(club.name)}>
        <Button
          component={Link}
          to="/billing"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t.back}
        </Button>
      </ScreenHeader>
      <JournalExport settings={settings.data} />
      {settings.data ? (
        <AccountsForm key={club.id} initial={settings.data} />
      ) : (
        <NotLoaded query={settings} texts={t} />
      )}
    </Stack>
  );
}

/** The period (this year so far unless changed), the format, and the download. */
function JournalExport({ settings }: { settings: JournalSettings | undefined }) {
  const t = useMessages("billing").journal.export;
  const reversedMessage = useMessages("billingValidation").rangeReversed;
  const { club } = useCurrentClub();
  const today = clubToday(club);
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<JournalFormat>(settings?.datev.consultantNumber ? "datev" : "xero");
  const [refusal, setRefusal] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: () => downloadJournal(club.id, { from, to, format }),
    meta: { handleErrors: false },
    onMutate: () => setRefusal(null),
    onError: (error) => setRefusal(refusalOf(error)?.message ?? null),
  });
  const reversed = Boolean(from && to && from > to);
  return (
    <SettingsCard title={t.title} description={t.help}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <ClubDateInput label={t.from} value={from} onChange={setFrom} />
          <ClubDateInput
            label={t.to}
            value={to}
            onChange={setTo}
            error={reversed ? reversedMessage : undefined}
          />
          <Select
            label={t.format}
            value={format}
            onChange={(value) => value && setFormat(value as JournalFormat)}
            data={journalFormats.map((f) => ({ value: f, label: t.formats[f] }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
        <Group>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            disabled={reversed || !from || !to}
            onClick={() => download.mutate()}
          >
            {t.download}
          </Button>
        </Group>
      </Stack>
    </SettingsCard>
  );
}

/** Months' names in the language on screen, January first. */
function monthNames(): string[] {
  const format = new Intl.DateTimeFormat(currentLocale(), { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
}

/** The accounts, each a text field, checked with the shared schema and saved at once. */
function AccountsForm({ initial }: { initial: JournalSettings }) {
  const texts = useMessages("billing");
  const t = texts.journal;
  const a = t.accounts;
  // The form checks with the shared schema, whose messages are in this catalog.
  useMessages("billingValidation");
  const { club, can } = useCurrentClub();
  const manage = can("billing.manage");
  const queryClient = useQueryClient();
  const types = useQuery(membershipTypesQuery(club.id));
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<JournalSettings>(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: JournalSettings) => saveJournalSettings(club.id, body),
    meta: { handleErrors: false },
  });
  const errors = { ...(tried ? validateWith(journalSettingsSchema, values) : {}), ...serverErrors };
  const change = (next: JournalSettings) => {
    setValues(next);
    setServerErrors({});
    setRefusal(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateWith(journalSettingsSchema, values)).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      queryClient.setQueryData(journalSettingsQuery(club.id).queryKey, saved);
      setTried(false);
      notify(t.saved);
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) return;
      if (Object.keys(refused.fields).length > 0) {
        setServerErrors(refused.fields);
        focusFirstInvalid(formRef.current);
      } else setRefusal(refused.message);
    }
  }

  const account = (label: string, path: string, value: string, set: (v: string) => void) => (
    <TextInput
      key={path}
      label={label}
      value={value}
      maxLength={100}
      onChange={(e) => set(e.currentTarget.value)}
      error={errors[path]}
      readOnly={!manage}
    />
  );
  const typeOptions = (types.data ?? []).map((type) => ({ value: type.code, label: type.name }));
  const months = monthNames();

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="lg">
        {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
        <SettingsCard title={a.title} description={a.intro}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {account(a.receivable, "receivable", values.receivable, (v) =>
                change({ ...values, receivable: v }),
              )}
              {account(a.memberAccounts, "memberAccounts", values.memberAccounts, (v) =>
                change({ ...values, memberAccounts: v }),
              )}
            </SimpleGrid>
            <Title order={3} fz="sm">
              {a.revenue}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {lineKinds.map((kind) =>
                account(a.kinds[kind], `revenue.${kind}`, values.revenue[kind], (v) =>
                  change({ ...values, revenue: { ...values.revenue, [kind]: v } }),
                ),
              )}
            </SimpleGrid>
            <Title order={3} fz="sm">
              {a.membershipTypes}
            </Title>
            <AccountRows
              name="membershipTypes"
              rows={values.membershipTypes}
              onChange={(membershipTypes) => change({ ...values, membershipTypes })}
              fresh={{ membershipType: "", account: "" }}
              add={a.addMembershipType}
              errors={errors}
              manage={manage}
              label={(row) =>
                typeOptions.find((o) => o.value === row.membershipType)?.label ?? a.membershipType
              }
              keyField={(row, set, error) => (
                <Select
                  label={a.membershipType}
                  style={{ flex: 1 }}
                  value={row.membershipType || null}
                  data={
                    typeOptions.some((o) => o.value === row.membershipType) || !row.membershipType
                      ? typeOptions
                      : [...typeOptions, { value: row.membershipType, label: row.membershipType }]
                  }
                  onChange={(v) => set({ ...row, membershipType: v ?? "" })}
                  error={error("membershipType")}
                  readOnly={!manage}
                />
              )}
            />
            <Title order={3} fz="sm">
              {a.taxRates}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {account(a.tax, "tax", values.tax, (v) => change({ ...values, tax: v }))}
            </SimpleGrid>
            <AccountRows
              name="taxRates"
              rows={values.taxRates}
              onChange={(taxRates) => change({ ...values, taxRates })}
              fresh={{ rate: 0, account: "" }}
              add={a.addRate}
              errors={errors}
              manage={manage}
              label={(row) => `${row.rate} %`}
              keyField={(row, set, error) => (
                <NumberInput
                  label={a.rate}
                  style={{ flex: 1 }}
                  value={row.rate}
                  min={0}
                  max={100}
                  decimalScale={4}
                  onChange={(v) => set({ ...row, rate: Number(v) })}
                  error={error("rate")}
                  readOnly={!manage}
                />
              )}
            />
            <Title order={3} fz="sm">
              {a.payments}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {paymentMethods.map((method) =>
                account(texts.methods[method], `payments.${method}`, values.payments[method], (v) =>
                  change({ ...values, payments: { ...values.payments, [method]: v } }),
                ),
              )}
            </SimpleGrid>
          </Stack>
        </SettingsCard>
        <SettingsCard title={t.datev.title}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t.datev.consultantNumber}
              value={values.datev.consultantNumber ?? ""}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              onChange={(v) =>
                change({
                  ...values,
                  datev: { ...values.datev, consultantNumber: v === "" ? null : Number(v) },
                })
              }
              error={errors["datev.consultantNumber"]}
              readOnly={!manage}
            />
            <NumberInput
              label={t.datev.clientNumber}
              value={values.datev.clientNumber ?? ""}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              onChange={(v) =>
                change({ ...values, datev: { ...values.datev, clientNumber: v === "" ? null : Number(v) } })
              }
              error={errors["datev.clientNumber"]}
              readOnly={!manage}
            />
            <Select
              label={t.datev.accountLength}
              value={String(values.datev.accountLength)}
              data={["4", "5", "6", "7", "8"]}
              allowDeselect={false}
              onChange={(v) =>
                v && change({ ...values, datev: { ...values.datev, accountLength: Number(v) } })
              }
              readOnly={!manage}
            />
            <Select
              label={t.datev.chart}
              value={values.datev.chart || "other"}
              data={[
                { value: "03", label: t.datev.charts["03"] },
                { value: "04", label: t.datev.charts["04"] },
                { value: "other", label: t.datev.charts.other },
              ]}
              allowDeselect={false}
              onChange={(v) =>
                v &&
                change({
                  ...values,
                  datev: { ...values.datev, chart: v === "other" ? "" : (v as "03" | "04") },
                })
              }
              readOnly={!manage}
            />
            <Select
              label={t.datev.financialYearStartMonth}
              value={String(values.datev.financialYearStartMonth)}
              data={months.map((name, i) => ({ value: String(i + 1), label: name }))}
              allowDeselect={false}
              onChange={(v) =>
                v && change({ ...values, datev: { ...values.datev, financialYearStartMonth: Number(v) } })
              }
              readOnly={!manage}
            />
          </SimpleGrid>
        </SettingsCard>
        {manage ? (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t.readOnly}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * A list of accounts of their own (a membership type's, a tax rate's): each row its key's field, its account
 * and a remove button; an add button under them, up to the most the settings hold.
 */
function AccountRows<Row extends { account: string }>({
  name,
  rows,
  onChange,
  fresh,
  add,
  errors,
  manage,
  label,
  keyField,
}: {
  name: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  fresh: Row;
  add: string;
  errors: FieldErrors;
  manage: boolean;
  /** What the row is, for its remove button's name. */
  label: (row: Row) => string;
  keyField: (row: Row, set: (row: Row) => void, error: (field: string) => string | undefined) => ReactNode;
}) {
  const a = useMessages("billing").journal.accounts;
  const set = (i: number) => (row: Row) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in the list the form edits
        <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
          {keyField(row, set(i), (field) => errors[`${name}.${i}.${field}`])}
          <TextInput
            label={a.account}
            style={{ flex: 1 }}
            value={row.account}
            maxLength={100}
            onChange={(e) => set(i)({ ...row, account: e.currentTarget.value })}
            error={errors[`${name}.${i}.account`]}
            readOnly={!manage}
          />
          {manage ? (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={a.remove(label(row))}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {manage && rows.length < JOURNAL_OVERRIDES_MAX ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...rows, fresh])}
          >
            {add}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
