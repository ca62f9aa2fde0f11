import { Button, Stack } from "@mantine/core";
import { IconCalendarUser, IconGolf, IconUsersGroup } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { ScreenTabs } from "../../components/ScreenTabs.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { BallotResults } from "./BallotResults.tsx";
import { MyBookingsPanel } from "./MyBookingsPanel.tsx";
import type { GolfSearch, GolfTab } from "./search.ts";
import { TeeSheetPanel } from "./TeeSheetPanel.tsx";

/**
 * /golf-bookings: the tee sheet (one day of one course) and My bookings, as two tabs kept in the URL with the
 * course and the day; a ballot's results page when the URL names one (?ballot=). Staff with bookings.manage
 * have a third tab, the societies' requests, whose panel the route composes (`societies`).
 */
export function GolfBookingsScreen({
  search,
  onSearch,
  societies,
}: {
  search: GolfSearch;
  onSearch: (next: GolfSearch, replace?: boolean) => void;
  /** The societies' requests' panel, for staff who answer them; without it, no such tab. */
  societies?: ReactNode;
}) {
  const t = useMessages("golf").screen;
  usePageTitle(t.title);
  const { club, can } = useCurrentClub();
  const wide = useWidthFrom("md");
  const tab: GolfTab = search.tab === "societies" && !societies ? "sheet" : (search.tab ?? "sheet");
  const setTab = (next: GolfTab) =>
    onSearch({ ...search, tab: next === "sheet" ? undefined : next, ballot: undefined });

  return (
    // One club's sheet and open dialogs never show in another: a new club is a new screen.
    <Stack key={club.id} gap="lg" maw={1180}>
      <ScreenHeader title={t.title} intro={t.intro(club.name)} />

      {search.ballot ? (
        <BallotResults
          ballotId={search.ballot}
          wide={wide}
          onBack={() => onSearch({ ...search, ballot: undefined })}
        />
      ) : (
        <ScreenTabs
          value={tab}
          onChange={setTab}
          label={t.tabsLabel}
          tabs={[
            {
              value: "sheet",
              icon: IconGolf,
              label: t.sheetTab,
              panel: (
                <TeeSheetPanel
                  search={search}
                  onSearch={onSearch}
                  wide={wide}
                  noCourses={
                    <EmptyState
                      icon={<IconGolf size={24} stroke={1.75} />}
                      title={t.noCourses}
                      action={
                        can("golfSettings.manage") ? (
                          <Button
                            renderRoot={(props) => <Link {...props} to="/golf-settings" />}
                            variant="light"
                          >
                            {t.openSettings}
                          </Button>
                        ) : null
                      }
                    >
                      {can("golfSettings.manage") ? t.noCoursesStaff : t.noCoursesMember}
                    </EmptyState>
                  }
                />
              ),
            },
            { value: "mine", icon: IconCalendarUser, label: t.mineTab, panel: <MyBookingsPanel /> },
            ...(societies
              ? [
                  {
                    value: "societies" as const,
                    icon: IconUsersGroup,
                    label: t.societiesTab,
                    panel: societies,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Stack>
  );
}
