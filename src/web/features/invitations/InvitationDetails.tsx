import {
  Badge,
  Box,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useComputedColorScheme,
} from "@mantine/core";
import { IconBuildingCommunity } from "@tabler/icons-react";
import type { InvitationPreview } from "../../../shared/invitations.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { useMessages } from "../../lib/i18n.ts";
import { rich } from "../../lib/rich.ts";

/** The club's primary colour when it is one (a 3- or 6-digit hex colour), for its accents here. */
export function clubAccent(color: string): string | undefined {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim()) ? color.trim() : undefined;
}

/**
 * The club's colour as a stripe beside its name: the colour itself in light mode, and in dark mode the spec's
 * lighter variant (lightness at least 50, saturation + 10, capped at 100; section 9), in CSS.
 */
function accentStripe(accent: string, scheme: "light" | "dark"): string {
  return scheme === "dark" ? `hsl(from ${accent} h min(calc(s + 10), 100) max(l, 50))` : accent;
}

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
  const scheme = useComputedColorScheme("light");
  const t = useMessages("invitations").details;
  const role = roleLabel(preview.role);
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="md"
        style={accent ? { borderLeft: `4px solid ${accentStripe(accent, scheme)}` } : undefined}
      >
        <Group gap="md" wrap="nowrap">
          {preview.clubLogoUrl ? (
            <Image
              src={preview.clubLogoUrl}
              alt={t.logoAlt(preview.clubName)}
              w={56}
              h={56}
              fit="contain"
              radius="md"
              style={{ flex: "none" }}
            />
          ) : (
            <ThemeIcon
              size={56}
              radius="md"
              variant="filled"
              color={accent}
              autoContrast
              aria-hidden
              style={{ flex: "none" }}
            >
              <IconBuildingCommunity size={30} stroke={1.75} />
            </ThemeIcon>
          )}
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
        </Group>
      </Paper>
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
