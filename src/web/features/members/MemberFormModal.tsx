import { Modal, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import {
  checkCustomFieldValues,
  type MemberField,
  type MemberFieldValues,
} from "../../../shared/member-fields.ts";
import type { MemberStatus } from "../../../shared/member-statuses.ts";
import {
  type CreateMemberInput,
  createMemberSchema,
  membershipNumberSchema,
  type UpdateMemberInput,
  updateMemberSchema,
} from "../../../shared/members.ts";
import { DEFAULT_MEMBERSHIP_TYPE } from "../../../shared/membership-types.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { memberFieldsQuery } from "../../lib/member-fields.ts";
import { membershipTypesQuery } from "../../lib/membership-types.ts";
import { focusFirstInvalid } from "../../lib/refusal.ts";
import { type FieldErrors, fieldErrorsOf, validateWith } from "../../lib/zod-form.ts";

/** What the form holds: every field as typed (empty is "not given"). */
export interface MemberFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** A membership type code (create only: the type changes through the membership actions). */
  membershipType: string;
  membershipNumber: string;
  joinDate: string;
  dateOfBirth: string;
  notes: string;
  /** The record's own status (edit only; a new member is active). */
  status: MemberStatus;
  /** Whether the member receives the club's bulk mail (edit only; a new member does). */
  receivesBulkMail: boolean;
  /** The club's custom fields as typed, by field id (yes/no as "yes", "no" or ""; decision 064). */
  customFields: Record<string, string>;
}

/** A member's custom field values as the form holds them. */
export function customFieldsForm(values: MemberFieldValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([id, v]) => [id, typeof v === "boolean" ? (v ? "yes" : "no") : String(v)]),
  );
}

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phoneNumber: "",
  membershipType: "",
  membershipNumber: "",
  joinDate: "",
  dateOfBirth: "",
  notes: "",
  status: "active",
  receivesBulkMail: true,
  customFields: {},
};

interface CommonProps {
  opened: boolean;
  /** Closes the form: after Cancel, and after `onSubmit` has resolved. */
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** Values to start from (an edited member's record); empty fields otherwise. */
  initial?: Partial<MemberFormValues>;
  /** A sentence under the title (what happens on saving). */
  description?: ReactNode;
}

export type MemberFormModalProps = CommonProps &
  (
    | {
        mode: "create";
        /**
         * Sends the new member. Resolve to close the form; reject with the API's error to show a 422's or a
         * 409's message under its field (anything else goes to the app's error handling).
         */
        onSubmit: (input: CreateMemberInput) => Promise<unknown>;
      }
    | {
        mode: "edit";
        /** Sends what changed (never empty); resolve or reject as for create. */
        onSubmit: (change: UpdateMemberInput) => Promise<unknown>;
      }
  );

/**
 * The member form (spec section 3's fields), checked with the shared schema before sending: a message under
 * each bad field, and the server's duplicate e-mail or number under its field. Used to add a member, to
 * edit one, and (on the memberships screen) to record an application.
 */
export function MemberFormModal(props: MemberFormModalProps) {
  const { opened, onClose, title } = props;
  // The shared schema's messages (another namespace) are ready before the form first checks its values.
  useMessages("validation");
  const [busy, setBusy] = useState(false);
  const phone = !useWidthFrom("xs");
  return (
    <Modal
      opened={opened}
      fullScreen={phone}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      centered
      size="lg"
    >
      {/* The modal's content mounts on opening: each opening starts from `initial`. */}
      <MemberForm {...props} busy={busy} setBusy={setBusy} />
    </Modal>
  );
}

function MemberForm(props: MemberFormModalProps & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { mode, onClose, submitLabel, initial, description, busy, setBusy } = props;
  const t = useMessages("members");
  const checks = useMessages("validation");
  const { club } = useCurrentClub();
  const start = { ...EMPTY_MEMBER_FORM, ...initial };
  const [values, setValues] = useState<MemberFormValues>(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Once a save has been refused, the messages follow the edits.
  const [checked, setChecked] = useState(false);

  const types = useQuery({ ...membershipTypesQuery(club.id), enabled: mode === "create" }).data;
  const fields = useQuery(memberFieldsQuery(club.id)).data ?? [];
  /** The custom fields typed (create: the filled ones; edit: those changed, an emptied one as null). */
  const customFieldsInput = (v: MemberFormValues): Record<string, string | null> => {
    const given: Record<string, string | null> = {};
    for (const field of fields) {
      const now = v.customFields[field.id] ?? "";
      const was = start.customFields[field.id] ?? "";
      if (mode === "create" ? now.trim() !== "" : now !== was)
        given[field.id] = now.trim() === "" ? null : now;
    }
    return given;
  };
  /** The custom fields checked as the server checks them (the shared rule), every field's value given. */
  const customFieldErrors = (v: MemberFormValues): FieldErrors => {
    const all = Object.fromEntries(fields.map((f) => [f.id, v.customFields[f.id] ?? null]));
    const { errors } = checkCustomFieldValues(fields, all);
    return Object.fromEntries(errors.map((e) => [e.path, e.message]));
  };
  const activeTypes = (types ?? []).filter((t) => t.active);
  const defaultType =
    activeTypes.find((t) => t.code === DEFAULT_MEMBERSHIP_TYPE)?.code ?? activeTypes[0]?.code ?? "";
  const membershipType = values.membershipType || defaultType;

  const createInput = (v: MemberFormValues): CreateMemberInput => ({
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phoneNumber: v.phoneNumber,
    membershipNumber: v.membershipNumber,
    dateOfBirth: v.dateOfBirth,
    notes: v.notes,
    ...(v.membershipType || defaultType ? { membershipType: v.membershipType || defaultType } : {}),
    ...(v.joinDate ? { joinDate: v.joinDate } : {}),
    ...(fields.length > 0 ? { customFields: customFieldsInput(v) } : {}),
  });

  /** The fields that differ from the record as it was (what an edit sends). */
  const changedFields = (v: MemberFormValues): UpdateMemberInput => {
    const change: Record<string, string> = {};
    for (const key of [
      "firstName",
      "lastName",
      "email",
      "phoneNumber",
      "membershipNumber",
      "dateOfBirth",
      "notes",
      "status",
      "joinDate",
    ] as const) {
      if (v[key] !== start[key]) change[key] = v[key];
    }
    const bulkMail =
      v.receivesBulkMail !== start.receivesBulkMail ? { bulkMailUnsubscribed: !v.receivesBulkMail } : {};
    const custom = customFieldsInput(v);
    const customFields = Object.keys(custom).length > 0 ? { customFields: custom } : {};
    return { ...change, ...bulkMail, ...customFields } as UpdateMemberInput;
  };

  function validate(v: MemberFormValues): FieldErrors {
    const found = {
      ...(mode === "create"
        ? validateWith(createMemberSchema, createInput(v))
        : validateWith(updateMemberSchema, { ...withoutType(v), joinDate: v.joinDate || undefined })),
      ...customFieldErrors(v),
    };
    // The shared schema's union (empty, or a number) answers a bad number with zod's "Invalid input": the
    // number's own rule says what is wrong.
    if (found.membershipNumber && v.membershipNumber.trim() !== "") {
      const number = membershipNumberSchema.safeParse(v.membershipNumber);
      if (!number.success) found.membershipNumber = number.error.issues[0]?.message ?? found.membershipNumber;
    }
    if (mode === "create") return found;
    const hasEmail = v.email.trim() !== "";
    const hasNames = v.firstName.trim() !== "" && v.lastName.trim() !== "";
    // The schema's own messages, as a new member's check and the server give them.
    if (!hasEmail && !hasNames) found.email ??= checks.members.emailOrNames;
    if (!v.joinDate) found.joinDate ??= checks.dates.joinDate.format;
    return found;
  }

  function change(next: Partial<MemberFormValues>) {
    const updated = { ...values, ...next };
    setValues(updated);
    if (checked) setErrors(validate(updated));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    try {
      if (props.mode === "create") {
        await props.onSubmit(createInput(values));
      } else {
        const diff = changedFields(values);
        if (Object.keys(diff).length > 0) await props.onSubmit(diff);
      }
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid(form);
        return;
      }
      handleApiError(error, "mutation");
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t.form.firstName}
            autoComplete="off"
            value={values.firstName}
            onChange={(e) => change({ firstName: e.currentTarget.value })}
            error={errors.firstName}
            data-autofocus
          />
          <TextInput
            label={t.form.lastName}
            autoComplete="off"
            value={values.lastName}
            onChange={(e) => change({ lastName: e.currentTarget.value })}
            error={errors.lastName}
          />
          <TextInput
            label={t.form.email}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(e) => change({ email: e.currentTarget.value })}
            error={errors.email}
          />
          <TextInput
            label={t.form.phone}
            type="tel"
            autoComplete="off"
            value={values.phoneNumber}
            onChange={(e) => change({ phoneNumber: e.currentTarget.value })}
            error={errors.phoneNumber}
          />
          {mode === "create" ? (
            <Select
              label={t.form.membershipType}
              data={activeTypes.map((t) => ({ value: t.code, label: t.name }))}
              value={membershipType || null}
              onChange={(v) => change({ membershipType: v ?? "" })}
              allowDeselect={false}
              placeholder={types ? t.form.chooseType : t.form.loadingTypes}
              error={errors.membershipType}
            />
          ) : null}
          <TextInput
            label={t.form.membershipNumber}
            autoComplete="off"
            placeholder={mode === "create" ? t.form.nextNumber : undefined}
            value={values.membershipNumber}
            onChange={(e) => change({ membershipNumber: e.currentTarget.value })}
            error={errors.membershipNumber}
          />
          <ClubDateInput
            label={t.form.joinDate}
            description={mode === "create" ? t.form.joinDateEmpty : undefined}
            inputWrapperOrder={["label", "input", "description", "error"]}
            value={values.joinDate}
            onChange={(value) => change({ joinDate: value })}
            error={errors.joinDate}
          />
          <ClubDateInput
            label={t.form.dateOfBirth}
            value={values.dateOfBirth}
            onChange={(value) => change({ dateOfBirth: value })}
            error={errors.dateOfBirth}
          />
          {mode === "edit" ? (
            <Select
              label={t.form.recordStatus}
              description={t.form.recordStatusHint}
              inputWrapperOrder={["label", "input", "description", "error"]}
              data={[
                { value: "active", label: t.status.active },
                { value: "inactive", label: t.status.inactive },
              ]}
              value={values.status}
              onChange={(v) => v && change({ status: v as MemberStatus })}
              allowDeselect={false}
              error={errors.status}
            />
          ) : null}
        </SimpleGrid>
        {fields.length > 0 ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t.customFields.title}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {fields.map((field) => (
                <CustomFieldInput
                  key={field.id}
                  field={field}
                  value={values.customFields[field.id] ?? ""}
                  error={errors[`customFields.${field.id}`]}
                  onChange={(value) =>
                    change({ customFields: { ...values.customFields, [field.id]: value } })
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        ) : null}
        <Textarea
          label={t.form.notes}
          autosize
          minRows={2}
          maxRows={6}
          value={values.notes}
          onChange={(e) => change({ notes: e.currentTarget.value })}
          error={errors.notes}
        />
        {mode === "edit" ? (
          <Switch
            label={t.bulkMail.label}
            description={t.bulkMail.description}
            checked={values.receivesBulkMail}
            onChange={(e) => change({ receivesBulkMail: e.currentTarget.checked })}
            error={errors.bulkMailUnsubscribed}
          />
        ) : null}
        <FormButtons cancel={t.form.cancel} submit={submitLabel} onCancel={onClose} pending={busy} />
      </Stack>
    </form>
  );
}

function withoutType(
  v: MemberFormValues,
): Omit<MemberFormValues, "membershipType" | "receivesBulkMail" | "customFields"> {
  const { membershipType: _type, receivesBulkMail: _bulkMail, customFields: _custom, ...fields } = v;
  return fields;
}

/** One custom field's input, by its type (decision 064). */
function CustomFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: MemberField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useMessages("members").customFields;
  const common = { label: field.label, required: field.required, error };
  switch (field.type) {
    case "choice":
      return (
        <Select
          {...common}
          data={field.choices}
          value={value || null}
          onChange={(v) => onChange(v ?? "")}
          clearable={!field.required}
        />
      );
    case "yes_no":
      return (
        <Select
          {...common}
          data={[
            { value: "yes", label: t.yes },
            { value: "no", label: t.no },
          ]}
          value={value || null}
          onChange={(v) => onChange(v ?? "")}
          clearable={!field.required}
        />
      );
    case "date":
      return <ClubDateInput {...common} value={value} onChange={(value) => onChange(value)} />;
    case "number":
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          autoComplete="off"
          maxLength={600}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
