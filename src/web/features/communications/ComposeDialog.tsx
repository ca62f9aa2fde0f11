import {
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCalendarTime, IconSend, IconUsers } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import {
  type AudienceInput,
  type CreateMessageInput,
  createMessageSchema,
  type MessageDetail,
} from "../../../shared/communication-messages.ts";
import { type AudienceKind, audienceKinds } from "../../../shared/communications.ts";
import { isUuid } from "../../../shared/ids.ts";
import { type MembershipStatus, membershipStatuses } from "../../../shared/member-statuses.ts";
import { type Role, roles } from "../../../shared/permissions.ts";
import { ClubDateInput, ClubTimeInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { RichTextEditor } from "../../components/RichTextEditor.tsx";
import { SEARCH_DEBOUNCE_MS } from "../../components/SearchInput.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubMoment, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { memberFieldsQuery } from "../../lib/member-fields.ts";
import { memberSearchQuery } from "../../lib/member-search.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { audienceCountQuery, communicationKeys, sendMessage, templatesQuery } from "./api.ts";
import { zonedMoment } from "./schedule.ts";

/** How long after the last change of the audience its count is asked for. */
const COUNT_DEBOUNCE_MS = 400;

interface Draft {
  templateId: string | null;
  subject: string;
  bodyHtml: string;
  kind: AudienceKind;
  /** The chosen values of each kind, kept while another kind is looked at. */
  values: Record<Exclude<AudienceKind, "all">, string[]>;
  /** The custom field of a `customField` audience (decision 064). */
  fieldId: string | null;
  when: "now" | "later";
  date: string;
  time: string;
}

const emptyDraft = (): Draft => ({
  templateId: null,
  subject: "",
  bodyHtml: "",
  kind: "all",
  values: { membershipType: [], membershipStatus: [], role: [], members: [], customField: [] },
  fieldId: null,
  when: "now",
  date: "",
  time: "",
});

/** The audience the draft names; null while a kind that needs values has none. */
function audienceOf(draft: Draft): AudienceInput | null {
  if (draft.kind === "all") return { kind: "all", values: [] };
  const values = draft.values[draft.kind];
  if (values.length === 0) return null;
  if (draft.kind === "customField")
    return draft.fieldId ? { kind: "customField", fieldId: draft.fieldId, values } : null;
  // The kinds' value types differ; the shared schema checks them.
  return { kind: draft.kind, values } as AudienceInput;
}

/**
 * "New message": from a template or blank, a subject and a body, whom it goes to (with the live count of
 * recipients), now or at a time in the club's time zone; then a confirmation naming the count. Full screen on
 * a phone.
 */
export function ComposeDialog({
  opened,
  onClose,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  onSent: (message: MessageDetail) => void;
}) {
  const t = useMessages("communications").compose;
  const wide = useWidthFrom("sm");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title}
      size="xl"
      fullScreen={!wide}
      centered={wide}
      closeOnClickOutside={false}
    >
      {opened ? <ComposeForm onClose={onClose} onSent={onSent} /> : null}
    </Modal>
  );
}

function ComposeForm({ onClose, onSent }: { onClose: () => void; onSent: (message: MessageDetail) => void }) {
  const t = useMessages("communications").compose;
  const v = useMessages("communicationsValidation");
  useMessages("validation");
  const labels = useMessages("labels");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // What the confirmation asks about: the message and its count, read afresh when it is asked.
  const [confirming, setConfirming] = useState<{ input: CreateMessageInput; recipients: number } | null>(
    null,
  );
  const [preparing, setPreparing] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const templates = useQuery(templatesQuery(club.id));
  const types = useQuery(membershipTypesQuery(club.id));
  // The choice and yes/no fields an audience may name (decision 064).
  const fields = useQuery(memberFieldsQuery(club.id));
  const audienceFields = (fields.data ?? []).filter((f) => f.type === "choice" || f.type === "yes_no");
  const audienceField = audienceFields.find((f) => f.id === draft.fieldId);
  const audience = audienceOf(draft);
  const [countedAudience] = useDebouncedValue(audience, COUNT_DEBOUNCE_MS);
  const count = useQuery(audienceCountQuery(club.id, countedAudience));
  const countIsCurrent =
    JSON.stringify(countedAudience) === JSON.stringify(audience) && !count.isPlaceholderData;

  const send = useMutation({ mutationFn: (input: CreateMessageInput) => sendMessage(club.id, input) });

  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setServerErrors({});
    setRefusal(null);
  };
  const setValues = (kind: Exclude<AudienceKind, "all">, values: string[]) =>
    change({ values: { ...draft.values, [kind]: values } });

  const scheduledAt = draft.when === "later" ? zonedMoment(draft.date, draft.time, club.timezone) : null;
  const input = (): CreateMessageInput => ({
    subject: draft.subject,
    bodyHtml: draft.bodyHtml,
    // Kept with the message for its history; only a template of the club's own has such an id.
    templateId: draft.templateId && isUuid(draft.templateId) ? draft.templateId : null,
    audience: audience ?? ({ kind: draft.kind, values: [] } as unknown as AudienceInput),
    scheduledAt,
  });

  function check(): FieldErrors {
    const errors = validateWith(createMessageSchema, input());
    if (draft.when === "later") {
      if (!scheduledAt) errors.scheduledAt = v.scheduledAt;
      else if (Date.parse(scheduledAt) <= Date.now()) errors.scheduledAt = v.scheduledInPast;
    }
    if (!errors["audience.values"] && countIsCurrent && count.data?.recipients === 0) {
      errors["audience.values"] = v.audience.empty;
    }
    return errors;
  }
  const errors: FieldErrors = { ...(tried ? check() : {}), ...serverErrors };
  const audienceError = errors["audience.values"] ?? errors.audience ?? errors["audience.kind"];

  /** The server's refusal, shown above the form and scrolled to (the button that sent is at its foot). */
  function refuse(message: string) {
    setRefusal(message);
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: "nearest" }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    setRefusal(null);
    const sending = input();
    if (Object.keys(check()).length > 0 || !audience) {
      focusFirstInvalid(formRef.current);
      return;
    }
    // The count the confirmation names is the server's as it is now, not the one last shown.
    setPreparing(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...audienceCountQuery(club.id, audience), staleTime: 0 });
      if (fresh.recipients === 0) {
        setServerErrors({ "audience.values": v.audience.empty });
        focusFirstInvalid(formRef.current);
        return;
      }
      setConfirming({ input: sending, recipients: fresh.recipients });
    } catch (error) {
      const refused = refusalOf(error);
      if (!refused) return;
      if (Object.keys(refused.fields).length > 0) {
        setServerErrors(refused.fields);
        focusFirstInvalid(formRef.current);
      } else refuse(refused.message);
    } finally {
      setPreparing(false);
    }
  }

  async function confirm() {
    if (!confirming) return;
    try {
      const message = await send.mutateAsync(confirming.input);
      notify(message.status === "scheduled" ? t.scheduled(clubMoment(message.scheduledAt, club)) : t.sent);
      onSent(message);
      onClose();
    } catch (error) {
      setConfirming(null);
      const refused = refusalOf(error);
      if (!refused) return;
      if (Object.keys(refused.fields).length > 0) {
        setServerErrors(refused.fields);
        focusFirstInvalid(formRef.current);
      } else refuse(refused.message);
    } finally {
      void queryClient.invalidateQueries({ queryKey: communicationKeys.all(club.id) });
    }
  }

  if (confirming) {
    const n = confirming.recipients;
    return (
      <Stack gap="md">
        <Text fw={600}>{t.confirmTitle}</Text>
        <Text>
          {confirming.input.scheduledAt
            ? t.confirmLater(n, clubMoment(confirming.input.scheduledAt, club))
            : t.confirmNow(n)}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {confirming.input.subject}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(null)} disabled={send.isPending}>
            {t.back}
          </Button>
          <Button onClick={() => void confirm()} loading={send.isPending} data-autofocus>
            {confirming.input.scheduledAt ? t.confirmSchedule : t.confirmSend}
          </Button>
        </Group>
      </Stack>
    );
  }

  const kindLabel = t.audienceKind;
  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {refusal ? (
          <div ref={alertRef}>
            <FormAlert kind="error">{refusal}</FormAlert>
          </div>
        ) : null}
        {templates.data && templates.data.length > 0 ? (
          <Select
            label={t.template}
            description={t.templateHelp}
            placeholder={t.templatePlaceholder}
            data={templates.data.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
            value={draft.templateId}
            searchable
            clearable
            onChange={(value) => {
              const tpl = templates.data?.find((x) => x.id === value);
              change(
                tpl
                  ? { templateId: tpl.id, subject: tpl.subject, bodyHtml: tpl.bodyHtml }
                  : { templateId: null },
              );
            }}
          />
        ) : null}
        <TextInput
          label={t.subject}
          required
          value={draft.subject}
          error={errors.subject}
          maxLength={200}
          onChange={(event) => change({ subject: event.currentTarget.value })}
        />
        <RichTextEditor
          label={t.body}
          description={t.bodyHelp}
          value={draft.bodyHtml}
          error={errors.bodyHtml}
          onChange={(bodyHtml) => change({ bodyHtml })}
        />

        <Radio.Group
          label={t.audience}
          value={draft.kind}
          onChange={(value) => change({ kind: value as AudienceKind })}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt={6}>
            {audienceKinds
              .filter((kind) => kind !== "customField" || audienceFields.length > 0)
              .map((kind) => (
                <Radio key={kind} value={kind} label={kindLabel[kind]} />
              ))}
          </SimpleGrid>
        </Radio.Group>
        {draft.kind === "membershipType" ? (
          <MultiSelect
            label={t.membershipTypes}
            placeholder={draft.values.membershipType.length ? undefined : t.membershipTypesPlaceholder}
            data={(types.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
            value={draft.values.membershipType}
            onChange={(values) => setValues("membershipType", values)}
            error={audienceError}
            searchable
          />
        ) : draft.kind === "membershipStatus" ? (
          <MultiSelect
            label={t.membershipStatuses}
            placeholder={draft.values.membershipStatus.length ? undefined : t.statusesPlaceholder}
            data={membershipStatuses.map((s) => ({
              value: s,
              label: labels.membershipStatuses[s as MembershipStatus],
            }))}
            value={draft.values.membershipStatus}
            onChange={(values) => setValues("membershipStatus", values)}
            error={audienceError}
          />
        ) : draft.kind === "role" ? (
          <MultiSelect
            label={t.roles}
            placeholder={draft.values.role.length ? undefined : t.rolesPlaceholder}
            data={roles.map((r) => ({ value: r, label: labels.roles[r as Role] }))}
            value={draft.values.role}
            onChange={(values) => setValues("role", values)}
            error={audienceError}
          />
        ) : draft.kind === "customField" ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t.customField}
              placeholder={t.customFieldPlaceholder}
              data={audienceFields.map((f) => ({ value: f.id, label: f.label }))}
              value={draft.fieldId}
              onChange={(fieldId) => change({ fieldId, values: { ...draft.values, customField: [] } })}
              allowDeselect={false}
            />
            <MultiSelect
              label={t.customFieldValues}
              placeholder={draft.values.customField.length ? undefined : t.customFieldValuesPlaceholder}
              data={
                audienceField?.type === "yes_no"
                  ? [
                      { value: "true", label: labels.yesNo.yes },
                      { value: "false", label: labels.yesNo.no },
                    ]
                  : (audienceField?.choices ?? [])
              }
              value={draft.values.customField}
              onChange={(values) => setValues("customField", values)}
              error={audienceError}
              disabled={!audienceField}
            />
          </SimpleGrid>
        ) : draft.kind === "members" ? (
          <MemberPicker
            value={draft.values.members}
            onChange={(values) => setValues("members", values)}
            error={audienceError}
          />
        ) : null}
        <AudienceCountLine
          audienceChosen={audience !== null}
          counting={!countIsCurrent || count.isFetching}
          failed={count.isError && countIsCurrent}
          count={count.data}
          error={draft.kind === "all" ? audienceError : undefined}
        />

        <Radio.Group
          label={t.when}
          value={draft.when}
          onChange={(value) => change({ when: value === "later" ? "later" : "now" })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="now" label={t.now} />
            <Radio value="later" label={t.later} />
          </Group>
        </Radio.Group>
        {draft.when === "later" ? (
          <Stack gap={4}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <ClubDateInput
                label={t.date}
                required
                min={clubToday(club)}
                value={draft.date}
                error={errors.scheduledAt}
                onChange={(value) => change({ date: value })}
              />
              <ClubTimeInput
                label={t.time}
                required
                value={draft.time}
                error={errors.scheduledAt ? true : undefined}
                onChange={(value) => change({ time: value })}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t.timeZone(club.timezone)}
            </Text>
          </Stack>
        ) : null}

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            loading={preparing}
            leftSection={
              draft.when === "later" ? (
                <IconCalendarTime size={16} aria-hidden />
              ) : (
                <IconSend size={16} aria-hidden />
              )
            }
          >
            {draft.when === "later" ? t.schedule : t.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "312 recipients · 4 unsubscribed · 2 without an e-mail address", announced as it changes. */
function AudienceCountLine({
  audienceChosen,
  counting,
  failed,
  count,
  error,
}: {
  audienceChosen: boolean;
  counting: boolean;
  failed: boolean;
  count: { recipients: number; unsubscribed: number; withoutEmail: number } | undefined;
  error: string | undefined;
}) {
  const t = useMessages("communications").compose;
  const text = !audienceChosen
    ? t.chooseAudience
    : failed
      ? t.countFailed
      : count
        ? t.count(count.recipients, count.unsubscribed, count.withoutEmail)
        : t.counting;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" data-testid="audience-count">
        {audienceChosen && counting ? <Loader size={14} aria-hidden /> : <IconUsers size={16} aria-hidden />}
        <Text
          size="sm"
          fw={audienceChosen && count ? 600 : undefined}
          c={failed ? "var(--mantine-color-error)" : undefined}
        >
          {text}
        </Text>
      </Group>
      {error ? (
        <Text size="xs" c="var(--mantine-color-error)">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Chosen members: found by name, e-mail or number on the server, kept by id with their names. */
function MemberPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  error: string | undefined;
}) {
  const t = useMessages("communications").compose;
  const { club } = useCurrentClub();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery(memberSearchQuery(club.id, q));
  // The names of the members chosen, which the next search may not list.
  const [names, setNames] = useState<Record<string, string>>({});
  const label = (m: { name: string; email: string | null; membershipNumber: string | null }) =>
    [m.name, m.membershipNumber ?? m.email].filter(Boolean).join(" · ");
  const data = [
    ...value.map((id) => ({ value: id, label: names[id] ?? id })),
    ...(found.data ?? []).filter((m) => !value.includes(m.id)).map((m) => ({ value: m.id, label: label(m) })),
  ];
  return (
    <MultiSelect
      label={t.members}
      placeholder={value.length ? undefined : t.membersPlaceholder}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={q && !found.isFetching ? t.membersNothingFound : undefined}
      rightSection={found.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      onChange={(ids) => {
        const known = { ...names };
        for (const m of found.data ?? []) known[m.id] = label(m);
        setNames(known);
        onChange(ids);
      }}
      error={error}
    />
  );
}
