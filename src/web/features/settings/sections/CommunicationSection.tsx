import { Badge, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { useMessages } from "../../../lib/i18n.ts";
import type { CommunicationSettings } from "../draft.ts";
import { type SectionProps, SettingsCard, textOrNull } from "../ui.tsx";

type RecordStatus = CommunicationSettings["spfRecordStatus"];

const STATUS_COLOR: Record<RecordStatus, string> = { pending: "yellow", verified: "teal", failed: "red" };

export function communicationShows(path: string): boolean {
  return /^(emailNotificationsEnabled|smsNotificationsEnabled|newsletterEnabled|automatedReminders|defaultSenderName|defaultSenderEmail|replyToEmail|emailSignature|customDomainEnabled|customDomain)$/.test(
    path,
  );
}

function StatusBadge({ name, status }: { name: string; status: RecordStatus }) {
  const t = useMessages("settings").communication.domain;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="lg" radius="sm">
      {t.record(name, t.recordStatus[status])}
    </Badge>
  );
}

export function CommunicationSection({ value, onChange, errors }: SectionProps<CommunicationSettings>) {
  const t = useMessages("settings").communication;
  const set = <K extends keyof CommunicationSettings>(key: K, next: CommunicationSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];

  return (
    <Stack gap="lg">
      <SettingsCard title={t.messages.title} description={t.messages.description}>
        <Switch
          label={t.messages.email}
          description={t.messages.emailHelp}
          checked={value.emailNotificationsEnabled}
          onChange={(e) => set("emailNotificationsEnabled", e.currentTarget.checked)}
          error={err("emailNotificationsEnabled")}
        />
        <Switch
          label={t.messages.sms}
          description={t.messages.smsHelp}
          checked={value.smsNotificationsEnabled}
          onChange={(e) => set("smsNotificationsEnabled", e.currentTarget.checked)}
          error={err("smsNotificationsEnabled")}
        />
        <Switch
          label={t.messages.newsletter}
          description={t.messages.newsletterHelp}
          checked={value.newsletterEnabled}
          onChange={(e) => set("newsletterEnabled", e.currentTarget.checked)}
          error={err("newsletterEnabled")}
        />
        <Switch
          label={t.messages.reminders}
          description={t.messages.remindersHelp}
          checked={value.automatedReminders}
          onChange={(e) => set("automatedReminders", e.currentTarget.checked)}
          error={err("automatedReminders")}
        />
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

      <SettingsCard title={t.domain.title} description={t.domain.description}>
        <Switch
          label={t.domain.enabled}
          checked={value.customDomainEnabled}
          onChange={(e) => set("customDomainEnabled", e.currentTarget.checked)}
          error={err("customDomainEnabled")}
        />
        <TextInput
          label={t.domain.domain}
          placeholder="mail.example.com"
          disabled={!value.customDomainEnabled}
          value={value.customDomain ?? ""}
          onChange={(e) => set("customDomain", textOrNull(e.currentTarget.value.trim()))}
          error={err("customDomain")}
          maw={420}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t.domain.verification}
          </Text>
          <Group gap="xs">
            <Badge color={value.domainVerified ? "teal" : "gray"} variant="filled" size="lg" radius="sm">
              {value.domainVerified ? t.domain.verified : t.domain.notVerified}
            </Badge>
            <StatusBadge name="SPF" status={value.spfRecordStatus} />
            <StatusBadge name="DKIM" status={value.dkimRecordStatus} />
            <StatusBadge name="DMARC" status={value.dmarcRecordStatus} />
          </Group>
          <Text size="xs" c="dimmed">
            {t.domain.changing}
          </Text>
        </Stack>
      </SettingsCard>
    </Stack>
  );
}
