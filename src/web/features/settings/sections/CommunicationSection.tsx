import { Badge, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { SettingsCard } from "../../../components/SettingsCard.tsx";
import { useMessages } from "../../../lib/i18n.ts";
import type { CommunicationSettings } from "../draft.ts";
import { type SectionProps, switchOf, textOrNull } from "../ui.tsx";

export function communicationShows(path: string): boolean {
  return /^(emailNotificationsEnabled|newsletterEnabled|automatedReminders|defaultSenderName|defaultSenderEmail|replyToEmail|emailSignature)$/.test(
    path,
  );
}

export function CommunicationSection({
  value,
  onChange,
  errors,
  domainPanel,
}: SectionProps<CommunicationSettings> & {
  /** The sending domain's panel (SendingDomainPanel): saved on its own, not with the section. */
  domainPanel?: ReactNode;
}) {
  const t = useMessages("settings").communication;
  const set = <K extends keyof CommunicationSettings>(key: K, next: CommunicationSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];
  const toggle = switchOf({ value, onChange, errors });

  return (
    <Stack gap="lg">
      <SettingsCard title={t.messages.title} description={t.messages.description}>
        {toggle("emailNotificationsEnabled", t.messages.email, t.messages.emailHelp)}
        {/* SMS is not available (issue 16): shown off, and the server keeps it off. */}
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Switch label={t.messages.sms} description={t.messages.smsHelp} checked={false} disabled readOnly />
          <Badge color="gray" variant="light" radius="sm" style={{ flexShrink: 0 }}>
            {t.messages.smsNotAvailable}
          </Badge>
        </Group>
        {toggle("newsletterEnabled", t.messages.newsletter, t.messages.newsletterHelp)}
        {toggle("automatedReminders", t.messages.reminders, t.messages.remindersHelp)}
      </SettingsCard>

      <SettingsCard title={t.sender.title} description={t.sender.description}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.sender.name}
            placeholder={t.sender.namePlaceholder}
            value={value.defaultSenderName ?? ""}
            onChange={(e) => set("defaultSenderName", textOrNull(e.currentTarget.value))}
            error={err("defaultSenderName")}
          />
          <TextInput
            label={t.sender.email}
            type="email"
            value={value.defaultSenderEmail ?? ""}
            onChange={(e) => set("defaultSenderEmail", textOrNull(e.currentTarget.value))}
            error={err("defaultSenderEmail")}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t.sender.emailHelp}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.sender.replyTo}
            type="email"
            description={t.sender.replyToHelp}
            value={value.replyToEmail ?? ""}
            onChange={(e) => set("replyToEmail", textOrNull(e.currentTarget.value))}
            error={err("replyToEmail")}
          />
        </SimpleGrid>
        <Textarea
          label={t.sender.signature}
          autosize
          minRows={3}
          maxRows={10}
          value={value.emailSignature ?? ""}
          onChange={(e) => set("emailSignature", textOrNull(e.currentTarget.value))}
          error={err("emailSignature")}
        />
      </SettingsCard>

      {domainPanel}
    </Stack>
  );
}
