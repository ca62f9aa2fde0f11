import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowUp,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useState } from "react";
import {
  MEMBER_FIELDS_MAX,
  type MemberField,
  type MemberFieldInput,
  type MemberFieldType,
  type MemberFieldVisibility,
  memberFieldInputSchema,
  memberFieldTypes,
  memberFieldVisibilities,
} from "../../../shared/member-fields.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { Permitted } from "../../components/NoPermission.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import {
  createMemberField,
  deleteMemberField,
  memberFieldKeys,
  memberFieldsQuery,
  orderMemberFields,
  updateMemberField,
} from "../../lib/member-fields.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid } from "../../lib/refusal.ts";
import { type FieldErrors, fieldErrorsOf, validateWith } from "../../lib/zod-form.ts";

/** /settings/member-fields: the club's custom member fields (decision 064), owners and admins. */
export function MemberFieldsScreen() {
  const t = useMessages("memberships").fields;
  usePageTitle(t.title);
  const { club } = useCurrentClub();
  return (
    <Permitted permission="membershipTypes.manage" title={t.noPermissionTitle} text={t.noPermissionText}>
      <FieldsScreen key={club.id} clubId={club.id} clubName={club.name} />
    </Permitted>
  );
}

function FieldsScreen({ clubId, clubName }: { clubId: string; clubName: string }) {
  const t = useMessages("memberships").fields;
  const wide = useWidthFrom("md");
  const queryClient = useQueryClient();
  const fields = useQuery(memberFieldsQuery(clubId));
  const [form, setForm] = useState<{ editing: MemberField | null } | null>(null);
  const [deleting, setDeleting] = useState<MemberField | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberFieldKeys.all(clubId) });

  const remove = useMutation({
    mutationFn: (field: MemberField) => deleteMemberField(clubId, field.id),
    onSuccess: (_, field) => {
      setDeleting(null);
      notify(t.deleted(field.label));
    },
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: (ids: string[]) => orderMemberFields(clubId, ids),
    onSettled: refresh,
  });

  const list = fields.data ?? [];
  const moveBy = (index: number, by: -1 | 1) => {
    const ids = list.map((f) => f.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    move.mutate(ids);
  };

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={2} miw={0}>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/membership-settings" />}
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
        >
          <IconArrowLeft size={14} aria-hidden />
          {t.back}
        </Anchor>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro(clubName, MEMBER_FIELDS_MAX)}
        </Text>
      </Stack>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setForm({ editing: null })}
        disabled={list.length >= MEMBER_FIELDS_MAX}
      >
        {t.newField}
      </Button>
    </Group>
  );

  const actions = (field: MemberField, index: number) => (
    <Menu position="bottom-end" withinPortal shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t.menu(field.label)} loading={move.isPending}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => setForm({ editing: field })}
        >
          {t.edit}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowUp size={16} aria-hidden />}
          disabled={index === 0}
          onClick={() => moveBy(index, -1)}
        >
          {t.moveUp}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowDown size={16} aria-hidden />}
          disabled={index === list.length - 1}
          onClick={() => moveBy(index, 1)}
        >
          {t.moveDown}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDeleting(field)}
        >
          {t.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  const typeText = (field: MemberField) =>
    field.type === "choice" ? `${t.types.choice}: ${field.choices.join(", ")}` : t.types[field.type];

  let content: ReactNode;
  if (!fields.data) content = <NotLoaded query={fields} texts={t} />;
  else if (list.length === 0)
    content = (
      <Text size="sm" c="dimmed">
        {t.empty}
      </Text>
    );
  else
    content = wide ? (
      <ListTable
        minWidth={720}
        label={t.label}
        columns={[t.columns.label, t.columns.type, t.columns.visibility]}
        actions={{ label: t.columns.actions, w: 56 }}
        items={list}
      >
        {(field) => (
          <>
            <Table.Td maw={300}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                  {field.label}
                </Text>
                {field.required ? (
                  <Badge variant="light" radius="sm" color="gray">
                    {t.required}
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td maw={320}>
              <Text size="sm" style={{ overflowWrap: "break-word" }}>
                {typeText(field)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t.visibility[field.visibility]}</Text>
            </Table.Td>
            <Table.Td>{actions(field, list.indexOf(field))}</Table.Td>
          </>
        )}
      </ListTable>
    ) : (
      <PlainList gap="sm" label={t.label}>
        {list.map((field, index) => (
          <Card key={field.id} component="li" withBorder radius="md" p="sm" aria-label={field.label}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                  {field.label}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                  {typeText(field)} · {t.visibility[field.visibility]}
                  {field.required ? ` · ${t.required}` : ""}
                </Text>
              </Stack>
              {actions(field, index)}
            </Group>
          </Card>
        ))}
      </PlainList>
    );

  return (
    <Stack gap="lg" maw={1180}>
      {header}
      {content}
      <MemberFieldForm
        opened={form !== null}
        editing={form?.editing ?? null}
        clubId={clubId}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? t.deleteTitle(deleting.label) : ""}
        confirmLabel={t.delete}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting ? t.deleteText(deleting.label) : null}
      </ConfirmDialog>
    </Stack>
  );
}

interface Values {
  label: string;
  type: MemberFieldType;
  choices: string;
  required: boolean;
  visibility: MemberFieldVisibility;
}

function valuesOf(field: MemberField | null): Values {
  return field
    ? {
        label: field.label,
        type: field.type,
        choices: field.choices.join("\n"),
        required: field.required,
        visibility: field.visibility,
      }
    : { label: "", type: "text", choices: "", required: false, visibility: "staff" };
}

function inputOf(values: Values): MemberFieldInput {
  return {
    label: values.label,
    type: values.type,
    choices:
      values.type === "choice"
        ? values.choices
            .split("\n")
            .map((c) => c.trim())
            .filter(Boolean)
        : [],
    required: values.required,
    visibility: values.visibility,
  };
}

/** The form of a new field, or of a change to one (its type is fixed once it exists). */
function MemberFieldForm({
  opened,
  editing,
  clubId,
  onClose,
}: {
  opened: boolean;
  editing: MemberField | null;
  clubId: string;
  onClose: () => void;
}) {
  const t = useMessages("memberships").fields.form;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.editTitle(editing.label) : t.newTitle}
      centered
    >
      {opened ? (
        <FieldForm key={editing?.id ?? "new"} editing={editing} clubId={clubId} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function FieldForm({
  editing,
  clubId,
  onClose,
}: {
  editing: MemberField | null;
  clubId: string;
  onClose: () => void;
}) {
  const texts = useMessages("memberships").fields;
  const t = texts.form;
  useMessages("validation");
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const save = useMutation({
    mutationFn: (input: MemberFieldInput) =>
      editing
        ? updateMemberField(clubId, editing.id, {
            label: input.label,
            required: input.required ?? false,
            visibility: input.visibility ?? "staff",
            ...(editing.type === "choice" ? { choices: input.choices ?? [] } : {}),
          })
        : createMemberField(clubId, input),
    meta: { handleErrors: false },
  });

  function change(next: Partial<Values>) {
    const updated = { ...values, ...next };
    setValues(updated);
    if (checked) setErrors(validateWith(memberFieldInputSchema, inputOf(updated)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = inputOf(values);
    const found = validateWith(memberFieldInputSchema, input);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      notify(editing ? t.saved(saved.label) : t.added(saved.label));
      void queryClient.invalidateQueries({ queryKey: memberFieldKeys.all(clubId) });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  const choicesError = Object.entries(errors).find(([path]) => path.startsWith("choices"))?.[1];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.label}
          description={t.labelHelp}
          required
          data-autofocus
          maxLength={80}
          value={values.label}
          onChange={(e) => change({ label: e.currentTarget.value })}
          error={errors.label}
        />
        <Select
          label={t.type}
          description={editing ? t.typeFixed : undefined}
          data={memberFieldTypes.map((type) => ({ value: type, label: texts.types[type] }))}
          value={values.type}
          onChange={(type) => type && change({ type: type as MemberFieldType })}
          allowDeselect={false}
          disabled={editing !== null}
          error={errors.type}
        />
        {values.type === "choice" ? (
          <Textarea
            label={t.choices}
            description={t.choicesHelp}
            required
            autosize
            minRows={3}
            maxRows={10}
            value={values.choices}
            onChange={(e) => change({ choices: e.currentTarget.value })}
            error={choicesError}
          />
        ) : null}
        <Select
          label={t.visibility}
          data={memberFieldVisibilities.map((v) => ({ value: v, label: texts.visibility[v] }))}
          value={values.visibility}
          onChange={(v) => v && change({ visibility: v as MemberFieldVisibility })}
          allowDeselect={false}
          error={errors.visibility}
        />
        <Switch
          label={t.required}
          description={t.requiredHelp}
          checked={values.required}
          onChange={(e) => change({ required: e.currentTarget.checked })}
        />
        <FormButtons cancel={t.cancel} submit={t.save} onCancel={onClose} pending={save.isPending} />
      </Stack>
    </form>
  );
}
