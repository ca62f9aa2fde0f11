import { Alert, Button, Card, Group, Image, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconBuildingCommunity, IconSettings } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { Role } from "../../../shared/permissions.ts";
import { RoleBadge } from "../../components/Badges.tsx";
import { pageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";

export interface DashboardUser {
  firstName?: string | null | undefined;
  name?: string | null | undefined;
  email: string;
}

export function greetingName(user: DashboardUser): string {
  return user.firstName?.trim() || user.name?.trim() || user.email;
}

export interface DashboardPageProps {
  /** The profile, once loaded. */
  user: DashboardUser | undefined;
  /** True when loading the profile failed; the error itself is shown as a toast. */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** The selected club and the user's role in it. */
  club: { name: string; role: Role; logoUrl: string | null };
  /** Whether the role may open the club's settings. */
  canManageSettings: boolean;
}

/** The home screen of a signed-in user. */
export function DashboardPage({
  user,
  failed,
  retrying,
  onRetry,
  club,
  canManageSettings,
}: DashboardPageProps) {
  const t = useMessages("dashboard");
  useDocumentTitle(pageTitle(t.title));
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        {user ? (
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t.welcome(greetingName(user))}
          </Title>
        ) : failed ? (
          <Alert color="red" title={t.profileFailed} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t.checkConnection}</Text>
              <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
                {t.tryAgain}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Skeleton height={36} width={280} aria-label={t.loadingProfile} />
        )}
        <Text c="dimmed">{t.intro}</Text>
      </Stack>
      <Card withBorder padding="lg">
        <Group align="flex-start" wrap="nowrap" gap="md">
          {club.logoUrl ? (
            <Image src={club.logoUrl} alt={t.logoAlt(club.name)} w={56} h={56} fit="contain" radius="md" />
          ) : (
            <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
              <IconBuildingCommunity size={30} stroke={1.75} />
            </ThemeIcon>
          )}
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {club.name}
              </Title>
              <RoleBadge role={club.role} />
            </Group>
            <Text c="dimmed" size="sm">
              {t.clubText}
            </Text>
            {canManageSettings ? (
              <Group>
                <Button
                  component={Link}
                  to="/settings"
                  variant="light"
                  size="xs"
                  leftSection={<IconSettings size={16} aria-hidden />}
                >
                  {t.clubSettings}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Group>
      </Card>
    </Stack>
  );
}
