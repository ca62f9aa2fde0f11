import { Stack, Tabs, Text, VisuallyHidden } from "@mantine/core";
import { IconBan, IconGolf, IconListCheck, IconUsersGroup } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { Permitted } from "../../components/NoPermission.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { BlocksPanel } from "./BlocksPanel.tsx";
import { BookingRulesPanel } from "./BookingRulesPanel.tsx";
import { CoursesPanel } from "./CoursesPanel.tsx";
import { PriceClassesPanel } from "./PriceClassesPanel.tsx";
import type { GolfSettingsTab } from "./search.ts";
import { VisitorsPanel } from "./VisitorsPanel.tsx";

/**
 * /golf-settings (issue 14, deliverables 1 and 2): the club's booking rules, its courses with their tee sheet
 * rules per weekday, and the blocks that close tee times. Owners and admins; the server refuses the others.
 */
export function GolfSettingsScreen({
  tab,
  onTab,
  rulesExtra,
}: {
  tab: GolfSettingsTab;
  onTab: (tab: GolfSettingsTab) => void;
  /** More of the club's golf rules from other areas, under the booking rules (the handicap authority). */
  rulesExtra?: ReactNode;
}) {
  const t = useMessages("golfSettings");
  // roleLabel reads the roles' names from this catalog.
  useMessages("labels");
  usePageTitle(t.title);
  const { club } = useCurrentClub();
  // One club's unsaved rules never show in another: a new club is a new screen.
  return (
    <Permitted permission="golfSettings.manage" title={t.noPermission.title} text={t.noPermission.text}>
      <Screen key={club.id} tab={tab} onTab={onTab} rulesExtra={rulesExtra} />
    </Permitted>
  );
}

function Screen({
  tab,
  onTab,
  rulesExtra,
}: {
  tab: GolfSettingsTab;
  onTab: (tab: GolfSettingsTab) => void;
  rulesExtra?: ReactNode;
}) {
  const t = useMessages("golfSettings");
  const { club, can } = useCurrentClub();
  const [rulesDirty, setRulesDirty] = useState(false);
  const canBlock = can("bookings.manage");
  // On a phone the tabs fit on one line without their icons.
  const icons = useWidthFrom("xs");
  const shown = tab === "blocks" && !canBlock ? "rules" : tab;

  return (
    <Stack gap="md" maw={1180}>
      <ScreenHeader title={t.title} intro={t.intro(club.name)} />
      <Tabs
        value={shown}
        onChange={(value) => value && onTab(value as GolfSettingsTab)}
        variant="outline"
        // The rules' working copy stays while another tab is shown.
        keepMounted
      >
        <Tabs.List aria-label={t.tabs.label} mb="md">
          <Tabs.Tab value="rules" leftSection={icons ? <IconListCheck size={16} aria-hidden /> : undefined}>
            {t.tabs.rules}
            {rulesDirty ? (
              <>
                <Text component="span" c="yellow.7" fw={700} ml={4} aria-hidden>
                  •
                </Text>
                <VisuallyHidden>{t.tabs.unsavedMark}</VisuallyHidden>
              </>
            ) : null}
          </Tabs.Tab>
          <Tabs.Tab value="courses" leftSection={icons ? <IconGolf size={16} aria-hidden /> : undefined}>
            {t.tabs.courses}
          </Tabs.Tab>
          {canBlock ? (
            <Tabs.Tab value="blocks" leftSection={icons ? <IconBan size={16} aria-hidden /> : undefined}>
              {t.tabs.blocks}
            </Tabs.Tab>
          ) : null}
          <Tabs.Tab
            value="visitors"
            leftSection={icons ? <IconUsersGroup size={16} aria-hidden /> : undefined}
          >
            {t.tabs.visitors}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rules">
          <BookingRulesPanel clubId={club.id} onDirty={setRulesDirty} />
          <Stack mt="md">
            <PriceClassesPanel clubId={club.id} />
          </Stack>
          {rulesExtra}
        </Tabs.Panel>
        <Tabs.Panel value="courses">
          {shown === "courses" ? <CoursesPanel clubId={club.id} /> : null}
        </Tabs.Panel>
        {canBlock ? (
          <Tabs.Panel value="blocks">
            {shown === "blocks" ? <BlocksPanel clubId={club.id} /> : null}
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="visitors">
          {shown === "visitors" ? <VisitorsPanel clubId={club.id} onPrices={() => onTab("rules")} /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
