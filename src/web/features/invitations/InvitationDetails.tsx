import { Badge, Box, Group, Stack, Text, Title } from "@mantine/core";
import type { InvitationPreview } from "../../../shared/invitations.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { ClubBanner, clubAccent } from "../../components/ClubBanner.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import { rich } from "../../lib/rich.ts";

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Group component="div" gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" w={96} style={{ flex: "none" }}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} miw={0} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

/** The club, the role, who invited, the inviter's message, the invited e-mail and until when it stands. */
export function InvitationDetails({ preview }: { preview: InvitationPreview }) {
  const accent = clubAccent(preview.primaryColor);
  const t = useMessages("invitations").details;
  const role = roleLabel(preview.role);
  return (
    <Stack gap="md">
      <ClubBanner
        logoUrl={preview.clubLogoUrl}
        logoAlt={t.logoAlt(preview.clubName)}
        accent={accent}
        iconStroke={1.75}
      >
        <Stack gap={6} miw={0}>
          <Title order={2} fz="lg" style={{ overflowWrap: "anywhere" }}>
            {preview.clubName}
          </Title>
          <Group gap="xs">
            <Badge variant="filled" color={accent} autoContrast>
              {role}
            </Badge>
          </Group>
        </Stack>
      </ClubBanner>
      <Text>
        {rich(
          t.invitedYou,
          <strong>{preview.invitedByName}</strong>,
          <strong>{preview.clubName}</strong>,
          <strong>{role}</strong>,
        )}
      </Text>
      {preview.message ? (
        <Box
          component="figure"
          m={0}
          p="sm"
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          <Text component="figcaption" size="xs" c="dimmed" mb={4}>
            {t.messageFrom(preview.invitedByName)}
          </Text>
          <Text
            component="blockquote"
            m={0}
            size="sm"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          >
            {preview.message}
          </Text>
        </Box>
      ) : null}
      <Stack component="dl" gap={6} m={0}>
        <Detail label={t.sentTo}>{preview.email}</Detail>
        {/* As the club's screens write dates: its formats, on its clock (the answer carries them). */}
        <Detail label={t.validUntil}>{clubMoment(preview.expiresAt, preview)}</Detail>
      </Stack>
    </Stack>
  );
}
