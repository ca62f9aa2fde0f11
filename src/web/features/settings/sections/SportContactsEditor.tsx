import {
  ActionIcon,
  Autocomplete,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { SPORT_SUGGESTIONS } from "../../../../shared/choices.ts";
import type { ClubProfile } from "../../../../shared/clubs.ts";
import { useMessages } from "../../../lib/i18n.ts";
import type { FieldErrors } from "../../../lib/zod-form.ts";

type Contact = ClubProfile["sportContacts"][number];

const MAX_CONTACTS = 50;

/** The people to contact about each sport: a small list with add and remove. */
export function SportContactsEditor({
  value,
  sports,
  onChange,
  errors,
}: {
  value: Contact[];
  sports: string[];
  onChange: (value: Contact[]) => void;
  errors: FieldErrors | undefined;
}) {
  const t = useMessages("settings").sportContacts;
  const setContact = (index: number, patch: Partial<Contact>) =>
    onChange(value.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const suggestions = [...new Set([...sports, ...SPORT_SUGGESTIONS])];
  const err = (index: number, field: keyof Contact) => errors?.[`sportContacts.${index}.${field}`];

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500}>
          {t.title}
        </Text>
        <Text size="xs" c="dimmed">
          {value.length === 0 ? t.none : t.shown}
        </Text>
      </div>
      {value.map((contact, index) => {
        const n = index + 1;
        return (
          // The list has no ids of its own; its order is its identity while it is edited.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Fieldset key={index} legend={t.contact(n)} variant="filled" p="sm">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }} spacing="sm" verticalSpacing="xs">
                <Autocomplete
                  label={t.sport}
                  aria-label={t.sportOf(n)}
                  data={suggestions}
                  value={contact.sport}
                  onChange={(sport) => setContact(index, { sport })}
                  error={err(index, "sport") ?? errors?.[`sportContacts.${index}`]}
                />
                {(
                  [
                    ["name", t.name, t.nameOf(n), undefined],
                    ["email", t.email, t.emailOf(n), "email"],
                    ["phone", t.phone, t.phoneOf(n), "tel"],
                  ] as const
                ).map(([field, label, ariaLabel, type]) => (
                  <TextInput
                    key={field}
                    label={label}
                    aria-label={ariaLabel}
                    type={type}
                    value={contact[field]}
                    onChange={(e) => setContact(index, { [field]: e.currentTarget.value })}
                    error={err(index, field)}
                  />
                ))}
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={t.remove(n)}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
      {errors?.sportContacts ? (
        <Text size="sm" c="red" role="alert">
          {errors.sportContacts}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={value.length >= MAX_CONTACTS}
          onClick={() => onChange([...value, { sport: sports[0] ?? "", name: "", email: "", phone: "" }])}
        >
          {t.add}
        </Button>
      </Group>
    </Stack>
  );
}
