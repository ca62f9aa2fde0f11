import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { SettingsSection } from "../../../shared/settings-sections.ts";
import { Permitted } from "../../components/NoPermission.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { clubSettingsQuery } from "../../lib/club-settings.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { SettingsEditor } from "./SettingsEditor.tsx";

/**
 * The club settings screen (spec section 2): one page whose sections are a navigation. `ownerPanels` are
 * sections of other features that the route composes into the profile, above the club's deletion.
 */
export function ClubSettings({
  section,
  ownerPanels,
}: {
  section: SettingsSection;
  ownerPanels?: ReactNode;
}) {
  const t = useMessages("settings");
  // roleLabel reads the roles' names from this catalog.
  useMessages("labels");
  usePageTitle(t.title);
  const { club, can } = useCurrentClub();
  // One club's working copy never shows in another: a new club is a new screen.
  return (
    <Permitted permission="settings.manage" title={t.noPermission.title} text={t.noPermission.text}>
      <SettingsLoader
        key={club.id}
        clubId={club.id}
        section={section}
        canDelete={can("club.delete")}
        canManageCredentials={can("payments.credentials")}
        ownerPanels={ownerPanels}
      />
    </Permitted>
  );
}

function SettingsLoader({
  clubId,
  section,
  canDelete,
  canManageCredentials,
  ownerPanels,
}: {
  clubId: string;
  section: SettingsSection;
  canDelete: boolean;
  canManageCredentials: boolean;
  ownerPanels?: ReactNode;
}) {
  const t = useMessages("settings");
  const settings = useQuery(clubSettingsQuery(clubId));
  if (settings.data) {
    return (
      <SettingsEditor
        clubId={clubId}
        saved={settings.data}
        section={section}
        canDelete={canDelete}
        canManageCredentials={canManageCredentials}
        ownerPanels={ownerPanels}
      />
    );
  }
  return <NotLoaded query={settings} texts={t} minHeight={240} />;
}
