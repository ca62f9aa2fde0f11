import { Badge, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import type { CommunicationSettings } from "../draft.ts";
import { type SectionProps, SettingsCard, textOrNull } from "../ui.tsx";

type RecordStatus = CommunicationSettings["spfRecordStatus"];

const STATUS_COLOR: Record<RecordStatus, string> = { pending: "yellow", verified: "teal", failed: "red" };
const STATUS_LABEL: Record<RecordStatus, string> = {
  pending: "Pending",
  verified: "Verified",
  failed: "Failed",
};

export function communicationShows(path: string): boolean {
  return /^(emailNotificationsEnabled|smsNotificationsEnabled|newsletterEnabled|automatedReminders|defaultSenderName|defaultSenderEmail|replyToEmail|emailSignature|customDomainEnabled|customDomain)$/.test(
    path,
  );
}

function StatusBadge({ name, status }: { name: string; status: RecordStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="lg" radius="sm">
      {name}: {STATUS_LABEL[status]}
    </Badge>
  );
}

export function CommunicationSection({ value, onChange, errors }: SectionProps<CommunicationSettings>) {
  const set = <K extends keyof CommunicationSettings>(key: K, next: CommunicationSettings[K]) =>
    onChange({ ...value, [key]: next });
  const err = (path: string) => errors?.[path];

  return (
    <Stack gap="lg">
      <SettingsCard title="Messages" description="What the club sends to its members.">
        <Switch
          label="E-mail notifications"
          description="Booking confirmations, invoices and account messages by e-mail."
          checked={value.emailNotificationsEnabled}
          onChange={(e) => set("emailNotificationsEnabled", e.currentTarget.checked)}
          error={err("emailNotificationsEnabled")}
        />
        <Switch
          label="SMS notifications"
          description="Short reminders by text message."
          checked={value.smsNotificationsEnabled}
          onChange={(e) => set("smsNotificationsEnabled", e.currentTarget.checked)}
          error={err("smsNotificationsEnabled")}
        />
        <Switch
          label="Newsletter"
          description="Members can receive the club's newsletter (each one can unsubscribe)."
          checked={value.newsletterEnabled}
          onChange={(e) => set("newsletterEnabled", e.currentTarget.checked)}
          error={err("newsletterEnabled")}
        />
        <Switch
          label="Automated reminders"
          description="Renewal, payment and booking reminders sent on schedule."
          checked={value.automatedReminders}
          onChange={(e) => set("automatedReminders", e.currentTarget.checked)}
          error={err("automatedReminders")}
        />
      </SettingsCard>

      <SettingsCard title="Sender" description="How the club's e-mails appear in members' inboxes.">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Default sender name"
            placeholder="e.g. Riverside Golf Club"
            value={value.defaultSenderName ?? ""}
            onChange={(e) => set("defaultSenderName", textOrNull(e.currentTarget.value))}
            error={err("defaultSenderName")}
          />
          <TextInput
            label="Default sender e-mail"
            type="email"
            value={value.defaultSenderEmail ?? ""}
            onChange={(e) => set("defaultSenderEmail", textOrNull(e.currentTarget.value))}
            error={err("defaultSenderEmail")}
          />
          <TextInput
            label="Reply-to e-mail"
            type="email"
            description="Where members' replies go."
            value={value.replyToEmail ?? ""}
            onChange={(e) => set("replyToEmail", textOrNull(e.currentTarget.value))}
            error={err("replyToEmail")}
          />
        </SimpleGrid>
        <Textarea
          label="E-mail signature"
          autosize
          minRows={3}
          maxRows={10}
          value={value.emailSignature ?? ""}
          onChange={(e) => set("emailSignature", textOrNull(e.currentTarget.value))}
          error={err("emailSignature")}
        />
      </SettingsCard>

      <SettingsCard
        title="Custom e-mail domain"
        description="Send from the club's own domain. Its DNS records are checked after it is set up."
      >
        <Switch
          label="Use a custom domain"
          checked={value.customDomainEnabled}
          onChange={(e) => set("customDomainEnabled", e.currentTarget.checked)}
          error={err("customDomainEnabled")}
        />
        <TextInput
          label="Custom domain"
          placeholder="mail.example.com"
          disabled={!value.customDomainEnabled}
          value={value.customDomain ?? ""}
          onChange={(e) => set("customDomain", textOrNull(e.currentTarget.value.trim()))}
          error={err("customDomain")}
          maw={420}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Verification
          </Text>
          <Group gap="xs">
            <Badge color={value.domainVerified ? "teal" : "gray"} variant="filled" size="lg" radius="sm">
              {value.domainVerified ? "Domain verified" : "Not verified"}
            </Badge>
            <StatusBadge name="SPF" status={value.spfRecordStatus} />
            <StatusBadge name="DKIM" status={value.dkimRecordStatus} />
            <StatusBadge name="DMARC" status={value.dmarcRecordStatus} />
          </Group>
          <Text size="xs" c="dimmed">
            Changing the domain starts its verification again.
          </Text>
        </Stack>
      </SettingsCard>
    </Stack>
  );
}
