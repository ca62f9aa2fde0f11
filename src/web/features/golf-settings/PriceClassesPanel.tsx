import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPencil, IconPlus, IconTicket, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import {
  type PriceClass,
  type PriceClassInput,
  type PriceClassKind,
  priceClassKinds,
} from "../../../shared/golf-prices.ts";
import { currencyDigits, formatMoney, toMajor, toMinor } from "../../../shared/money.ts";
import { type Weekday, weekdays } from "../../../shared/weekdays.ts";
import { ActiveBadge, NO_SHRINK } from "../../components/Badges.tsx";
import { ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { SettingsCard } from "../../components/SettingsCard.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { numberSeparators } from "../../lib/number-separators.ts";
import { capitalized, dayNames } from "../../lib/weekdays.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/zod-form.ts";
import {
  coursesQuery,
  createPriceClass,
  deletePriceClass,
  golfKeys,
  priceClassesQuery,
  updatePriceClass,
} from "./api.ts";
import { RowAction } from "./RowAction.tsx";
import { focusFirstInvalid, timeValue, Unit } from "./ui.tsx";

/**
 * Green fee price classes (issue 36 item 4, decision 083): what a member's guest or a visitor pays by course,
 * weekday and time of day. Under the booking rules' green fees; owners and admins.
 */
export function PriceClassesPanel({ clubId }: { clubId: string }) {
  const t = useMessages("golfSettings").prices;
  const queryClient = useQueryClient();
  const list = useQuery(priceClassesQuery(clubId));
  const [form, setForm] = useState<{ editing: PriceClass | null } | null>(null);
  const [deleting, setDeleting] = useState<PriceClass | null>(null);
  const remove = useMutation({
    mutationFn: (row: PriceClass) => deletePriceClass(clubId, row.id),
    onSuccess: (_, row) => {
      setDeleting(null);
      notify(t.deleted(row.name));
      void queryClient.invalidateQueries({ queryKey: golfKeys.all(clubId) });
    },
  });
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ editing: null })}>
      {t.add}
    </Button>
  );
  let content: ReactNode;
  if (!list.data) content = <NotLoaded query={list} texts={t} />;
  else if (list.data.priceClasses.length === 0)
    content = (
      <EmptyState icon={<IconTicket size={24} />} title={t.emptyTitle} action={addButton}>
        {t.emptyText}
      </EmptyState>
    );
  else {
    const currency = list.data.currency;
    content = (
      <PlainList gap="sm" label={t.title}>
        {list.data.priceClasses.map((row) => (
          <PriceClassRow
            key={row.id}
            row={row}
            currency={currency}
            clubId={clubId}
            onEdit={() => setForm({ editing: row })}
            onDelete={() => setDeleting(row)}
          />
        ))}
      </PlainList>
    );
  }
  return (
    <SettingsCard
      title={t.title}
      description={t.description}
      action={list.data && list.data.priceClasses.length > 0 ? addButton : null}
    >
      {content}
      {list.data ? (
        <PriceClassForm
          opened={form !== null}
          editing={form?.editing ?? null}
          clubId={clubId}
          currency={list.data.currency}
          onClose={() => setForm(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.name) : ""}
        confirmLabel={t.deleteConfirm}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">{t.deleteText}</Text>
      </ConfirmDialog>
    </SettingsCard>
  );
}

function PriceClassRow({
  row,
  currency,
  clubId,
  onEdit,
  onDelete,
}: {
  row: PriceClass;
  currency: string;
  clubId: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useMessages("golfSettings").prices;
  const locale = useLocale();
  const { club } = useCurrentClub();
  const courses = useQuery(coursesQuery(clubId));
  const names = dayNames(locale);
  const course = row.courseId ? courses.data?.find((c) => c.id === row.courseId)?.name : null;
  const time = (value: string) => clockTime(value, club.timeFormat);
  const days =
    row.weekdays.length === 7
      ? t.everyDay
      : row.weekdays.map((d) => capitalized(names[d], locale)).join(", ");
  const hours =
    row.fromTime && row.untilTime
      ? t.between(time(row.fromTime), time(row.untilTime))
      : row.fromTime
        ? t.from(time(row.fromTime))
        : row.untilTime
          ? t.until(time(row.untilTime))
          : t.allDay;
  return (
    <Card component="li" withBorder radius="md" p="sm" aria-label={row.name}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {row.name}
            </Text>
            <Badge variant="light" radius="sm" styles={NO_SHRINK}>
              {t.kinds[row.kind]}
            </Badge>
            {row.active ? null : <ActiveBadge active={false} />}
          </Group>
          <Text size="sm">{t.perPlayer(formatMoney(row.priceMinor, currency, locale))}</Text>
          <Text size="sm" c="dimmed">
            {[course ?? t.allCourses, days, hours].join(" · ")}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <RowAction label={t.edit(row.name)} icon={IconPencil} onClick={onEdit} />
          <RowAction label={t.delete(row.name)} icon={IconTrash} color="red" onClick={onDelete} />
        </Group>
      </Group>
    </Card>
  );
}

interface Values {
  name: string;
  kind: PriceClassKind;
  courseId: string;
  weekdays: Weekday[];
  fromTime: string;
  untilTime: string;
  price: number | string;
  active: boolean;
}

const ALL_COURSES = "all";

function valuesOf(row: PriceClass | null, currency: string): Values {
  return {
    name: row?.name ?? "",
    kind: row?.kind ?? "visitor",
    courseId: row?.courseId ?? ALL_COURSES,
    weekdays: row?.weekdays ?? [...weekdays],
    fromTime: row?.fromTime ?? "",
    untilTime: row?.untilTime ?? "",
    price: row ? toMajor(row.priceMinor, currency) : "",
    active: row?.active ?? true,
  };
}

function inputOf(values: Values, currency: string): PriceClassInput {
  return {
    name: values.name,
    kind: values.kind,
    courseId: values.courseId === ALL_COURSES ? null : values.courseId,
    weekdays: values.weekdays,
    fromTime: values.fromTime || null,
    untilTime: values.untilTime || null,
    // An empty or unreadable amount is sent as such, and the server says what is wrong with it.
    priceMinor: toMinor(values.price, currency) ?? Number.NaN,
    active: values.active,
  };
}

function PriceClassForm({
  opened,
  editing,
  clubId,
  currency,
  onClose,
}: {
  opened: boolean;
  editing: PriceClass | null;
  clubId: string;
  currency: string;
  onClose: () => void;
}) {
  const t = useMessages("golfSettings").prices;
  const full = !useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.editTitle(editing.name) : t.newTitle}
      size="lg"
      fullScreen={full}
      centered={!full}
    >
      {opened ? (
        <FormBody
          key={editing?.id ?? "new"}
          editing={editing}
          clubId={clubId}
          currency={currency}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function FormBody({
  editing,
  clubId,
  currency,
  onClose,
}: {
  editing: PriceClass | null;
  clubId: string;
  currency: string;
  onClose: () => void;
}) {
  const t = useMessages("golfSettings").prices;
  const locale = useLocale();
  const queryClient = useQueryClient();
  const courses = useQuery(coursesQuery(clubId));
  const root = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(editing, currency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (next: Partial<Values>) => setValues((v) => ({ ...v, ...next }));
  const names = dayNames(locale);
  const digits = currencyDigits(currency);
  const save = useMutation({
    meta: { handleErrors: false },
    mutationFn: (input: PriceClassInput) =>
      editing ? updatePriceClass(clubId, editing.id, input) : createPriceClass(clubId, input),
    onSuccess: (row) => {
      notify(editing ? t.saved(row.name) : t.added(row.name));
      void queryClient.invalidateQueries({ queryKey: golfKeys.all(clubId) });
      onClose();
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(root.current);
      } else handleApiError(error, "mutation");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(inputOf(values, currency));
  };
  return (
    <form ref={root} onSubmit={submit} noValidate>
      <Stack gap="md">
        {Object.keys(errors).length > 0 ? <FormAlert kind="error">{t.invalid}</FormAlert> : null}
        <TextInput
          label={t.name}
          description={t.nameHelp}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          value={values.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          error={errors.name}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t.kind}
            data={priceClassKinds.map((k) => ({ value: k, label: t.kinds[k] }))}
            value={values.kind}
            allowDeselect={false}
            onChange={(v) => v && change({ kind: v as PriceClassKind })}
            error={errors.kind}
          />
          <NumberInput
            label={t.price}
            required
            leftSection={<Unit>{currency}</Unit>}
            leftSectionWidth={52}
            decimalScale={digits}
            fixedDecimalScale={digits > 0}
            {...numberSeparators(locale)}
            min={0}
            clampBehavior="none"
            value={values.price}
            onChange={(v) => change({ price: v })}
            error={errors.priceMinor}
          />
        </SimpleGrid>
        <Select
          label={t.course}
          data={[
            { value: ALL_COURSES, label: t.allCourses },
            ...(courses.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          ]}
          value={values.courseId}
          allowDeselect={false}
          onChange={(v) => v && change({ courseId: v })}
          error={errors.courseId}
        />
        <Checkbox.Group
          label={t.weekdays}
          value={values.weekdays}
          onChange={(v) => change({ weekdays: v as Weekday[] })}
          error={errors.weekdays}
        >
          <Group gap="sm" mt={6}>
            {weekdays.map((d) => (
              <Checkbox key={d} value={d} label={capitalized(names[d], locale)} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 2 }} spacing="md">
          <ClubTimeInput
            label={t.fromTime}
            description={t.fromHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.fromTime}
            onChange={(value) => change({ fromTime: timeValue(value) })}
            error={errors.fromTime}
          />
          <ClubTimeInput
            label={t.untilTime}
            description={t.untilHelp}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.untilTime}
            onChange={(value) => change({ untilTime: timeValue(value) })}
            error={errors.untilTime}
          />
        </SimpleGrid>
        <Switch
          label={t.active}
          checked={values.active}
          onChange={(e) => change({ active: e.currentTarget.checked })}
        />
        <FormButtons
          cancel={t.cancel}
          submit={editing ? t.save : t.add}
          pending={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
