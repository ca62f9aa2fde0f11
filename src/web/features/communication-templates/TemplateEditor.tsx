import {
  Alert,
  Box,
  Button,
  Drawer,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconInfoCircle, IconSend } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import {
  TEMPLATE_NAME_MAX,
  TEMPLATE_SUBJECT_MAX,
  type Template,
  type TemplateInput,
  templateInputSchema,
  templateTestSchema,
} from "../../../shared/communication-templates.ts";
import { type TemplateCategory, templateCategories } from "../../../shared/communications.ts";
import { type Locale, localeNames, locales } from "../../../shared/i18n/locales.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { RichTextEditor } from "../../components/RichTextEditor.tsx";
import { SEARCH_DEBOUNCE_MS } from "../../components/SearchInput.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { memberSearchQuery } from "../../lib/member-search.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import {
  builtinVersionQuery,
  createTemplate,
  previewQuery,
  sendTest,
  templateKeys,
  updateTemplate,
} from "./api.ts";

/** How long after the last key the preview is asked for again. */
const PREVIEW_DEBOUNCE_MS = 400;

interface Values {
  name: string;
  category: TemplateCategory | null;
  subject: string;
  bodyHtml: string;
}

function valuesOf(template: Template | null): Values {
  return template
    ? {
        name: template.name,
        category: template.category,
        subject: template.subject,
        bodyHtml: template.bodyHtml,
      }
    : { name: "", category: null, subject: "", bodyHtml: "" };
}

/**
 * The template's editor in a drawer: name, category, subject and the rich-text message beside a live preview
 * of the e-mail (filled in with a chosen member's values, or sample ones) and "Send me a test". A built-in's
 * name and category are the product's: only its subject and message change.
 */
export function TemplateEditor({
  opened,
  template,
  onClose,
}: {
  opened: boolean;
  /** The template being changed; null for a new one. */
  template: Template | null;
  onClose: () => void;
}) {
  const t = useMessages("communicationTemplates").form;
  const wide = useWidthFrom("md");
  // Closing with changes not saved asks first: nothing written is lost by a stray Escape or click outside.
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty.current ? setAsking(true) : onClose());
  const closed = () => {
    dirty.current = false;
    onClose();
  };
  return (
    <>
      <Drawer
        opened={opened}
        onClose={requestClose}
        position="right"
        size={wide ? 1120 : "100%"}
        title={
          <Title order={2} fz="lg" component="span">
            {template ? t.editTitle(template.name) : t.newTitle}
          </Title>
        }
        padding={wide ? "lg" : "md"}
      >
        {opened ? (
          <EditorBody
            key={template?.id ?? "new"}
            template={template}
            onSaved={closed}
            onCancel={requestClose}
            dirty={dirty}
          />
        ) : null}
      </Drawer>
      <ConfirmDialog
        opened={asking}
        title={t.discardTitle}
        confirmLabel={t.discard}
        cancelLabel={t.keepEditing}
        loading={false}
        onConfirm={() => {
          setAsking(false);
          closed();
        }}
        onClose={() => setAsking(false)}
      >
        {t.discardText}
      </ConfirmDialog>
    </>
  );
}

/**
 * The editor of one template; of a built-in, of its version in one language (issue 33): each reader gets the
 * version in their language, so the club writes each language's. It opens in the language the list showed
 * (the screen's); choosing another loads that language's version, asking first when changes are not saved.
 */
function EditorBody({
  template,
  onSaved,
  onCancel,
  dirty,
}: {
  template: Template | null;
  onSaved: () => void;
  onCancel: () => void;
  dirty: { current: boolean };
}) {
  const t = useMessages("communicationTemplates").form;
  const { club } = useCurrentClub();
  const first = template?.builtinKey ? template.language : null;
  const [language, setLanguage] = useState<Locale | null>(first);
  const [asking, setAsking] = useState<Locale | null>(null);
  const labelId = useId();
  const other = template !== null && language !== null && language !== first;
  const version = useQuery(builtinVersionQuery(club.id, template?.id ?? "", language ?? "en", other));
  const shown = other ? version.data : template;
  const choose = (next: Locale) => {
    if (next === language) return;
    if (dirty.current) setAsking(next);
    else setLanguage(next);
  };
  const picker =
    language !== null ? (
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t.language}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={language}
          onChange={(v) => choose(v as Locale)}
          data={locales.map((l) => ({ value: l, label: localeNames[l] }))}
          fullWidth
        />
        <Text size="xs" c="dimmed">
          {t.languageHint}
        </Text>
      </Stack>
    ) : null;
  return (
    <>
      {shown === undefined ? (
        <Stack gap="md">
          {picker}
          <Group justify="center" p="xl">
            <Loader size="sm" role="status" aria-label={t.loadingLanguage} />
          </Group>
        </Stack>
      ) : (
        <EditorForm
          key={language ?? "own"}
          template={shown}
          picker={picker}
          onSaved={onSaved}
          onCancel={onCancel}
          onDirty={(changed) => {
            dirty.current = changed;
          }}
        />
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={t.discardTitle}
        confirmLabel={t.discard}
        cancelLabel={t.keepEditing}
        loading={false}
        onConfirm={() => {
          dirty.current = false;
          setLanguage(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      >
        {t.discardText}
      </ConfirmDialog>
    </>
  );
}

function EditorForm({
  template,
  picker,
  onSaved,
  onCancel,
  onDirty,
}: {
  template: Template | null;
  /** A built-in's choice of language, above its fields. */
  picker: ReactNode;
  onSaved: () => void;
  onCancel: () => void;
  /** Told whether the fields differ from what was last saved. */
  onDirty: (changed: boolean) => void;
}) {
  const texts = useMessages("communicationTemplates");
  const t = texts.form;
  // The shared schemas' messages.
  useMessages("templateValidation");
  useMessages("validation");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const builtin = Boolean(template?.builtinKey);
  const [values, setValues] = useState<Values>(() => valuesOf(template));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [memberId, setMemberId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const inputOf = (v: Values): TemplateInput => ({
    name: v.name,
    category: v.category as TemplateCategory,
    subject: v.subject,
    bodyHtml: v.bodyHtml,
  });
  const check = (v: Values): FieldErrors =>
    builtin
      ? validateWith(templateTestSchema, { subject: v.subject, bodyHtml: v.bodyHtml })
      : validateWith(templateInputSchema, inputOf(v));

  const initial = useRef(valuesOf(template));
  function change(next: Partial<Values>) {
    const updated = { ...values, ...next };
    setValues(updated);
    const before = initial.current;
    onDirty(
      updated.name !== before.name ||
        updated.category !== before.category ||
        updated.subject !== before.subject ||
        updated.bodyHtml !== before.bodyHtml,
    );
    if (checked) setErrors(check(updated));
  }

  const save = useMutation({
    mutationFn: (v: Values) =>
      template
        ? updateTemplate(
            club.id,
            template.id,
            builtin ? { subject: v.subject, bodyHtml: v.bodyHtml } : inputOf(v),
            template.language,
          )
        : createTemplate(club.id, inputOf(v)),
    meta: { handleErrors: false },
  });

  const test = useMutation({
    mutationFn: () => sendTest(club.id, { subject: values.subject, bodyHtml: values.bodyHtml }),
    meta: { handleErrors: false },
  });

  function refused(error: unknown): boolean {
    if (isApiError(error) && (error.status === 422 || error.status === 409) && error.body?.fields?.length) {
      const found: FieldErrors = {};
      for (const f of error.body.fields) found[f.path] ??= f.message;
      setErrors(found);
      setChecked(true);
      focusFirstInvalid(formRef.current);
      return true;
    }
    return false;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const saved = await save.mutateAsync(values);
      notify(template ? t.saved(saved.name) : t.created(saved.name));
      void queryClient.invalidateQueries({ queryKey: templateKeys.all(club.id) });
      onSaved();
    } catch (error) {
      if (!refused(error)) handleApiError(error, "mutation");
    }
  }

  async function onTest() {
    const found = validateWith(templateTestSchema, { subject: values.subject, bodyHtml: values.bodyHtml });
    if (Object.keys(found).length > 0) {
      setChecked(true);
      setErrors((e) => ({ ...e, ...found }));
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      const sent = await test.mutateAsync();
      notify(t.testSent(sent.to));
    } catch (error) {
      if (!refused(error)) handleApiError(error, "mutation");
    }
  }

  const fields = (
    <Stack gap="md">
      {picker}
      {builtin ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} p="sm">
          <Text size="sm">{t.builtinHint}</Text>
          {template?.note ? (
            <Text size="sm" mt={4}>
              {template.note}
            </Text>
          ) : null}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t.name}
            required
            value={values.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            error={errors.name}
            maxLength={TEMPLATE_NAME_MAX}
            data-autofocus
          />
          <Select
            label={t.category}
            required
            withAsterisk={false}
            data={templateCategories.map((c) => ({ value: c, label: texts.categories[c] }))}
            value={values.category}
            onChange={(v) => change({ category: (v as TemplateCategory | null) ?? null })}
            allowDeselect={false}
            error={errors.category}
          />
        </SimpleGrid>
      )}
      <TextInput
        label={t.subject}
        description={t.subjectHint}
        inputWrapperOrder={["label", "input", "description", "error"]}
        required
        value={values.subject}
        onChange={(e) => change({ subject: e.currentTarget.value })}
        error={errors.subject}
        maxLength={TEMPLATE_SUBJECT_MAX}
        {...(builtin ? { "data-autofocus": true } : {})}
      />
      <RichTextEditor
        label={t.body}
        required
        value={values.bodyHtml}
        onChange={(bodyHtml) => change({ bodyHtml })}
        error={errors.bodyHtml}
        minHeight={220}
      />
    </Stack>
  );

  return (
    <form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {fields}
          <PreviewPanel
            subject={values.subject}
            bodyHtml={values.bodyHtml}
            language={template?.language ?? null}
            memberId={memberId}
            onMember={setMemberId}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void onTest()}
            loading={test.isPending}
          >
            {t.sendTest}
          </Button>
          <FormButtons
            cancel={t.cancel}
            submit={template ? t.save : t.create}
            onCancel={onCancel}
            pending={save.isPending}
            justify="flex-start"
          />
        </Group>
      </Stack>
    </form>
  );
}

/** The e-mail as a member will read it, asked for again 400 ms after the last change. */
function PreviewPanel({
  subject,
  bodyHtml,
  language,
  memberId,
  onMember,
}: {
  subject: string;
  bodyHtml: string;
  /** A built-in version's language: the preview's values and layout are in it. */
  language: Locale | null;
  memberId: string | null;
  onMember: (id: string | null) => void;
}) {
  const t = useMessages("communicationTemplates").preview;
  const { club } = useCurrentClub();
  const [input] = useDebouncedValue(
    { subject, bodyHtml, memberId, ...(language ? { language } : {}) },
    PREVIEW_DEBOUNCE_MS,
  );
  const ready = input.subject.trim() !== "" && input.bodyHtml.replace(/<[^>]*>/g, "").trim() !== "";
  const preview = useQuery(previewQuery(club.id, input, ready));
  const headingId = useId();
  const refusal = isApiError(preview.error)
    ? (preview.error.body?.fields?.map((f) => f.message).join(" ") ?? preview.error.message)
    : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="md" id={headingId}>
          {t.title}
        </Title>
        {preview.isFetching ? <Loader size={16} role="status" aria-label={t.updating} /> : null}
      </Group>
      <MemberPicker memberId={memberId} onChange={onMember} />
      {!ready ? (
        <Text size="sm" c="dimmed">
          {t.waiting}
        </Text>
      ) : refusal ? (
        <Alert color="orange" variant="light" role="status" p="sm">
          <Text size="sm">{refusal}</Text>
        </Alert>
      ) : preview.data ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed" role="status">
            {preview.data.memberName ? t.forMember(preview.data.memberName) : t.sample}
          </Text>
          <Paper withBorder radius="sm" p="xs">
            <Text size="xs" c="dimmed">
              {t.subject}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }} data-testid="preview-subject">
              {preview.data.subject}
            </Text>
          </Paper>
          <Box
            component="iframe"
            title={t.frame}
            // No scripts, no forms, no navigation: the e-mail's own HTML, shown as a mail client would.
            sandbox=""
            srcDoc={preview.data.html}
            style={{
              width: "100%",
              height: 520,
              border: "1px solid var(--mantine-color-default-border)",
              borderRadius: "var(--mantine-radius-sm)",
              background: "#ffffff",
            }}
          />
        </Stack>
      ) : (
        <Loader size="sm" role="status" aria-label={t.updating} />
      )}
    </Stack>
  );
}

/** Whose values fill the preview in: a member found by name, e-mail or number, or none (sample values). */
function MemberPicker({
  memberId,
  onChange,
}: {
  memberId: string | null;
  onChange: (id: string | null) => void;
}) {
  const t = useMessages("communicationTemplates").preview;
  const { club } = useCurrentClub();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // While a chosen member's name is shown in the box, it is not a search.
  const found = useQuery(memberSearchQuery(club.id, chosen && q === chosen.label ? "" : q));
  const options = (found.data ?? []).slice(0, 10).map((m) => ({
    value: m.id,
    label: m.name,
    detail: [m.email, m.membershipTypeName].filter(Boolean).join(" · "),
  }));
  const data = [
    ...(chosen && !options.some((o) => o.value === chosen.value) ? [{ ...chosen, detail: "" }] : []),
    ...options,
  ];
  const details = new Map(data.map((o) => [o.value, o.detail]));
  return (
    <Select
      label={t.member}
      placeholder={t.memberPlaceholder}
      searchable
      clearable
      data={data.map(({ value, label }) => ({ value, label }))}
      value={memberId}
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched: every option it found is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={q && !found.isFetching ? t.noMemberFound : undefined}
      rightSection={found.isFetching ? <Loader size={14} aria-hidden /> : undefined}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {details.get(option.value) ? (
            <Text size="xs" c="dimmed">
              {details.get(option.value)}
            </Text>
          ) : null}
        </Stack>
      )}
      onChange={(value, option) => {
        setChosen(value && option ? { value, label: option.label } : null);
        onChange(value);
      }}
    />
  );
}
