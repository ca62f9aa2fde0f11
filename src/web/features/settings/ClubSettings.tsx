import { Alert, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { clubSettingsQuery } from "./api.ts";
import { SettingsEditor } from "./SettingsEditor.tsx";

/** The club settings screen (spec section 2): one page whose sections are a navigation. */
export function ClubSettings({ section }: { section: SettingsSection }) {
  usePageTitle("Club settings");
  const { club, access, can } = useCurrentClub();
  if (!can("settings.manage")) return <NoPermission clubName={club.name} role={access.role} />;
  // One club's working copy never shows in another: a new club is a new screen.
  return (
    <SettingsLoader
      key={club.id}
      clubId={club.id}
      section={section}
      canDelete={can("club.delete")}
      canManageCredentials={can("payments.credentials")}
    />
  );
}

function SettingsLoader({
  clubId,
  section,
  canDelete,
  canManageCredentials,
}: {
  clubId: string;
  section: SettingsSection;
  canDelete: boolean;
  canManageCredentials: boolean;
}) {
  const settings = useQuery(clubSettingsQuery(clubId));
  if (settings.data) {
    return (
      <SettingsEditor
        clubId={clubId}
        saved={settings.data}
        section={section}
        canDelete={canDelete}
        canManageCredentials={canManageCredentials}
      />
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" title="The club settings could not be loaded" role="alert" maw={560}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={settings.isFetching}
            onClick={() => void settings.refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" role="status">
        <Loader size="md" aria-hidden />
        <Text c="dimmed">Loading club settings...</Text>
      </Stack>
    </Center>
  );
}

function NoPermission({ clubName, role }: { clubName: string; role: string }) {
  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={28} stroke={1.75} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          You do not have permission to change club settings
        </Title>
        <Text c="dimmed">
          Only the club's owner and admins can modify club information. Your role in {clubName} is {role}; ask
          an admin if something needs changing.
        </Text>
      </Stack>
    </Center>
  );
}
