import {
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { TaxKind } from "../../../../shared/billing.ts";
import {
  TAX_NOTE_MAX,
  TAX_RATE_NAME_MAX,
  type TaxRate,
  type TaxRateInput,
  taxRateInputSchema,
} from "../../../../shared/tax-rates.ts";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { PlainList } from "../../../components/PlainList.tsx";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { handleApiError } from "../../../lib/api-errors.ts";
import { useWidthFrom } from "../../../lib/breakpoints.ts";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../../lib/i18n.ts";
import { percent } from "../../../lib/invoice-format.ts";
import { notify } from "../../../lib/notify.ts";
import { numberSeparators } from "../../../lib/number-separators.ts";
import {
  createTaxRate,
  deleteTaxRate,
  taxRateKeys,
  taxRatesQuery,
  updateTaxRate,
} from "../../../lib/tax-rates.ts";
import { type FieldErrors, validateWith } from "../../../lib/zod-form.ts";
import { numberOf, numberShown, OtherErrors } from "../ui.tsx";
import { apiFieldErrors } from "../validation.ts";
import { Unit } from "./Unit.tsx";

/*
 * The club's tax rates (issue 36 item 2, decision 080), in the financial settings: each saved on its own (not
 * with the section's draft). Owners and admins add, edit, deactivate and delete them; others see them.
 */

type Editing = { rate: TaxRate | null } | null;

export function TaxRatesPanel({ clubId }: { clubId: string }) {
  const t = useMessages("settings").financial.taxRates;
  const { can } = useCurrentClub();
  const manage = can("billing.manage");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const rates = useQuery(taxRatesQuery(clubId));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const remove = useMutation({ mutationFn: (id: string) => deleteTaxRate(clubId, id) });

  async function onDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(t.deleted(deleting.name));
      setDeleting(null);
    } catch {
      // Shown by the app's error handling (a rate put on an issued invoice meanwhile: 409).
    } finally {
      await queryClient.invalidateQueries({ queryKey: taxRateKeys.all(clubId) });
    }
  }

  const list = rates.data?.taxRates ?? [];
  return (
    <SettingsCard title={t.title} description={t.description}>
      {rates.isPending ? (
        <Skeleton height={48} />
      ) : rates.isError ? (
        <Text size="sm" c="red">
          {t.loadFailed}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.none}
        </Text>
      ) : (
        <PlainList gap="xs" label={t.title}>
          {list.map((rate) => (
            <Paper key={rate.id} component="li" withBorder radius="sm" p="sm">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group gap="xs">
                    <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                      {rate.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {rate.kind === "exempt" ? t.exempt : percent(rate.percent, locale)}
                    </Text>
                    {rate.isDefault ? (
                      <Badge variant="light" size="sm">
                        {t.defaultBadge}
                      </Badge>
                    ) : null}
                    {rate.active ? null : (
                      <Badge variant="light" color="gray" size="sm">
                        {t.inactiveBadge}
                      </Badge>
                    )}
                  </Group>
                  {rate.note ? (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {rate.note}
                    </Text>
                  ) : null}
                  {rate.used ? (
                    <Text size="xs" c="dimmed">
                      {t.usedHelp}
                    </Text>
                  ) : null}
                </Stack>
                {manage ? (
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t.editNamed(rate.name)}
                      onClick={() => setEditing({ rate })}
                    >
                      {t.edit}
                    </Button>
                    {rate.used || rate.isDefault ? null : (
                      <Button
                        variant="default"
                        color="red"
                        size="xs"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t.deleteNamed(rate.name)}
                        onClick={() => setDeleting(rate)}
                      >
                        {t.delete}
                      </Button>
                    )}
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </PlainList>
      )}
      {manage ? (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ rate: null })}
          style={{ alignSelf: "flex-start" }}
        >
          {t.add}
        </Button>
      ) : null}
      {editing ? (
        <TaxRateDialog
          clubId={clubId}
          rate={editing.rate}
          first={list.length === 0}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t.deleteNamed(deleting.name) : ""}
        confirmLabel={t.delete}
        loading={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t.confirmDelete(deleting.name) : null}
      </ConfirmDialog>
    </SettingsCard>
  );
}

interface Values {
  name: string;
  kind: TaxKind;
  percent: number | string;
  note: string;
  active: boolean;
  isDefault: boolean;
}

function TaxRateDialog({
  clubId,
  rate,
  first,
  onClose,
}: {
  clubId: string;
  rate: TaxRate | null;
  /** The club's first rate: it becomes the default. */
  first: boolean;
  onClose: () => void;
}) {
  const t = useMessages("settings").financial.taxRates;
  const editor = useMessages("settings").editor;
  const common = useMessages("common");
  // The schema's messages (validateWith below) are read from this catalog.
  useMessages("billingValidation");
  const locale = useLocale();
  const { decimalSeparator } = numberSeparators(locale);
  const wide = useWidthFrom("sm");
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    name: rate?.name ?? "",
    kind: rate?.kind ?? "standard",
    percent: rate ? rate.percent : "",
    note: rate?.note ?? "",
    active: rate?.active ?? true,
    isDefault: rate?.isDefault ?? first,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (input: TaxRateInput) =>
      rate ? updateTaxRate(clubId, rate.id, input) : createTaxRate(clubId, input),
    meta: { handleErrors: false },
  });
  const set = <K extends keyof Values>(key: K, next: Values[K]) => setValues((v) => ({ ...v, [key]: next }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      name: values.name,
      kind: values.kind,
      percent: values.kind === "exempt" ? 0 : numberOf(values.percent),
      note: values.kind === "exempt" ? values.note : null,
      active: values.active,
      isDefault: values.isDefault,
    };
    const found = validateWith(taxRateInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(input as TaxRateInput);
      await queryClient.invalidateQueries({ queryKey: taxRateKeys.all(clubId) });
      notify(t.saved(saved.name));
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error, editor.invalid);
      if (fields) setErrors(fields);
      // Another rate has the name (409): said at the name.
      else if (isApiError(error) && error.status === 409)
        setErrors({ name: error.body?.title ?? editor.invalid });
      else handleApiError(error, "mutation");
    }
  }

  const shown = new Set(["name", "kind", "percent", "note", "active", "isDefault"]);
  const other = Object.entries(errors)
    .filter(([path]) => !shown.has(path))
    .map(([, message]) => message);

  return (
    <Modal
      opened
      onClose={onClose}
      title={rate ? t.editTitle(rate.name) : t.addTitle}
      fullScreen={!wide}
      centered={wide}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t.name}
            description={t.nameHelp}
            maxLength={TAX_RATE_NAME_MAX}
            value={values.name}
            onChange={(e) => set("name", e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="tax-rate-kind">
              {t.kind}
            </Text>
            <SegmentedControl
              aria-labelledby="tax-rate-kind"
              data={[
                { value: "standard", label: t.standard },
                { value: "exempt", label: t.exempt },
              ]}
              value={values.kind}
              onChange={(next) => set("kind", next as TaxKind)}
            />
          </Stack>
          {values.kind === "standard" ? (
            <NumberInput
              label={t.percent}
              rightSection={<Unit>%</Unit>}
              decimalScale={6}
              decimalSeparator={decimalSeparator}
              min={0}
              max={100}
              clampBehavior="none"
              maw={220}
              value={numberShown(numberOf(values.percent))}
              onChange={(next) => set("percent", next)}
              error={errors.percent}
            />
          ) : (
            <Textarea
              label={t.note}
              description={t.noteHelp}
              autosize
              minRows={2}
              maxLength={TAX_NOTE_MAX}
              value={values.note}
              onChange={(e) => set("note", e.currentTarget.value)}
              error={errors.note ?? errors.percent}
            />
          )}
          <Switch
            label={t.isDefault}
            description={t.isDefaultHelp}
            checked={values.isDefault}
            disabled={rate?.isDefault === true || first}
            onChange={(e) => set("isDefault", e.currentTarget.checked)}
            error={errors.isDefault}
          />
          <Switch
            label={t.active}
            checked={values.active}
            disabled={values.isDefault}
            onChange={(e) => set("active", e.currentTarget.checked)}
            error={errors.active}
          />
          <OtherErrors messages={other} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {common.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
