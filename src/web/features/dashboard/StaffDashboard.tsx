import {
  Anchor,
  Badge,
  Card,
  Group,
  type MantineColor,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, Suspense, useDeferredValue } from "react";
import type {
  Dashboard,
  DashboardActivity,
  DashboardBilling,
  DashboardMembers,
  DashboardMessages,
  DashboardTeeSheet,
} from "../../../shared/dashboard.ts";
import { formatCount } from "../../../shared/formats.ts";
import { RoleBadge } from "../../components/Badges.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { LoadFailed } from "../../components/QueryStates.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { pageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { meQuery } from "../../lib/me.ts";
import { dashboardQuery } from "./api.ts";

export interface DashboardUser {
  firstName?: string | null | undefined;
  name?: string | null | undefined;
  email: string;
}

/** The greeting's name: the first name, else the name, else the e-mail. */
export function greetingName(user: DashboardUser): string {
  return user.firstName?.trim() || user.name?.trim() || user.email;
}

// The charts' code downloads with the dashboard's figures, after the cards are drawn (decision 029).
const MembersChart = lazyComponent(() => import("./DashboardCharts.tsx").then((m) => m.MembersChart));
const RevenueChart = lazyComponent(() => import("./DashboardCharts.tsx").then((m) => m.RevenueChart));

/**
 * The home of the club's staff (issue 18): a card per area the role may see, read in one request. What the
 * role may not see is not in the answer, and has no card. `top` goes under the greeting (the route's go-live
 * card while the club is setting up).
 */
export function StaffDashboard({ top }: { top?: ReactNode }) {
  const t = useMessages("dashboard");
  const { club, access } = useCurrentClub();
  const me = useQuery(meQuery);
  const dashboard = useQuery(dashboardQuery(club.id));
  // The cards render after the greeting, also when their figures came first, in a transition that yields to
  // the browser (the members list's pattern, decision 018): the query's answer alone renders them in one task.
  const data = useDeferredValue(dashboard.data ?? null, null);
  useDocumentTitle(pageTitle(t.title));
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        {me.data ? (
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t.welcome(greetingName(me.data))}
          </Title>
        ) : me.isError ? (
          <LoadFailed title={t.profileFailed} retrying={me.isFetching} onRetry={() => void me.refetch()} />
        ) : (
          <Skeleton height={36} width={280} role="status" aria-label={t.loadingProfile} />
        )}
        <Group gap="xs">
          <Text c="dimmed">{club.name}</Text>
          <RoleBadge role={access.role} />
        </Group>
      </Stack>
      {top}
      {data ? (
        <Sections data={data} />
      ) : dashboard.isError ? (
        <LoadFailed
          title={t.staff.loadFailed}
          retrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Skeletons label={t.staff.loading} />
      )}
    </Stack>
  );
}

function Skeletons({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={180} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={240} radius="md" />
        <Skeleton height={240} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

function Sections({ data }: { data: Dashboard }) {
  const cards = [
    data.members && <MembersCard key="members" members={data.members} today={data.today} />,
    data.teeSheet && <TeeSheetCard key="tee" teeSheet={data.teeSheet} />,
    data.billing && <BillingCard key="billing" billing={data.billing} />,
    data.messages && <MessagesCard key="messages" messages={data.messages} />,
  ].filter(Boolean);
  return (
    <Stack gap="md">
      {cards.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(4, cards.length) }}>{cards}</SimpleGrid>
      )}
      {(data.members || data.billing) && (
        <SimpleGrid cols={{ base: 1, md: data.members && data.billing ? 2 : 1 }}>
          {data.members && (
            <Suspense fallback={<Skeleton height={240} radius="md" />}>
              <MembersChart members={data.members} />
            </Suspense>
          )}
          {data.billing && (
            <Suspense fallback={<Skeleton height={240} radius="md" />}>
              <RevenueChart billing={data.billing} />
            </Suspense>
          )}
        </SimpleGrid>
      )}
      {data.activity && <ActivityCard activity={data.activity} />}
    </Stack>
  );
}

/** A card of one area: its heading, its figures, and the link to its screen. */
function Section({
  id,
  title,
  children,
  link,
}: {
  id: string;
  title: string;
  children: ReactNode;
  link?: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Stack gap="xs" style={{ flex: 1 }}>
          {children}
        </Stack>
        {link}
      </Stack>
    </Card>
  );
}

/** A figure: its number large, what it counts under it. */
function Figure({ value, label, help }: { value: string; label: string; help?: string }) {
  return (
    <div>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {help ? (
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      ) : null}
    </div>
  );
}

/** A figure on a line of its own: what it counts (a text or a link), and its value. */
function FigureLine({ label, value, c }: { label: ReactNode; value: string; c?: MantineColor }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      {label}
      <Text size="sm" fw={600} c={c}>
        {value}
      </Text>
    </Group>
  );
}

/** The link under a card to the screen of its area. */
function ScreenLink({
  to,
  children,
}: {
  to: "/members" | "/golf-bookings" | "/golf-settings" | "/billing" | "/communications" | "/audit-logs";
  children: ReactNode;
}) {
  return (
    <Anchor component={Link} to={to} size="sm">
      {children}
    </Anchor>
  );
}

/** The billing screen's list of the documents of one status. */
function InvoicesLink({ status, children }: { status: "outstanding" | "overdue"; children: ReactNode }) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to="/billing" search={{ status }} />} size="sm">
      {children}
    </Anchor>
  );
}

/** Counts in the reader's language, with the formatter made once per language (decision 018). */
function useCount(): (n: number) => string {
  const locale = useLocale();
  return (n) => formatCount(n, locale);
}

/** The members section; its "ending soon" link lists the memberships it counts (today to `endingUntil`). */
function MembersCard({ members, today }: { members: DashboardMembers; today: string }) {
  const t = useMessages("dashboard").staff.members;
  const count = useCount();
  return (
    <Section id="dashboard-members" title={t.title} link={<ScreenLink to="/members">{t.open}</ScreenLink>}>
      <Figure value={count(members.total)} label={t.total(members.total)} help={t.totalHelp} />
      <FigureLine label={<Text size="sm">{t.newThisMonth}</Text>} value={count(members.newThisMonth)} />
      <FigureLine
        label={
          <Anchor
            renderRoot={(props) => (
              <Link
                {...props}
                to="/members"
                search={{
                  membershipStatus: "active",
                  endsFrom: today,
                  endsTo: members.endingUntil,
                  sort: "membershipEndDate",
                }}
              />
            )}
            size="sm"
            aria-label={`${t.endingSoon}: ${count(members.endingSoon)}. ${t.endingLink}`}
          >
            {t.endingSoon}
          </Anchor>
        }
        value={count(members.endingSoon)}
      />
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt={4}>
        {t.byStatus}
      </Text>
      <PlainList gap={4}>
        {members.byStatus
          .filter((s) => s.count > 0)
          .map((s) => (
            <Group key={s.status} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Anchor
                renderRoot={(props) => (
                  <Link {...props} to="/members" search={{ membershipStatus: s.status }} />
                )}
                underline="never"
              >
                <MembershipStatusBadge status={s.status} />
              </Anchor>
              <Text size="sm">{count(s.count)}</Text>
            </Group>
          ))}
      </PlainList>
    </Section>
  );
}

function TeeSheetCard({ teeSheet }: { teeSheet: DashboardTeeSheet }) {
  const t = useMessages("dashboard").staff.teeSheet;
  const { can } = useCurrentClub();
  const empty = teeSheet.courses.length === 0;
  return (
    <Section
      id="dashboard-tee-sheet"
      title={t.title}
      link={
        empty ? (
          can("golfSettings.manage") && <ScreenLink to="/golf-settings">{t.settings}</ScreenLink>
        ) : (
          <ScreenLink to="/golf-bookings">{t.open}</ScreenLink>
        )
      }
    >
      {empty ? (
        <>
          <Text fw={500}>{t.noCourses}</Text>
          <Text size="sm" c="dimmed">
            {t.noCoursesText}
          </Text>
        </>
      ) : (
        teeSheet.courses.map((course) => (
          <Stack key={course.id} gap={4}>
            <Text size="sm" fw={600}>
              {course.name}
            </Text>
            {course.capacity > 0 ? (
              <>
                <Progress
                  value={Math.min(100, (course.booked / course.capacity) * 100)}
                  aria-label={t.placesLabel(course.name)}
                  size="lg"
                  radius="sm"
                />
                <Text size="sm" c="dimmed">
                  {t.places(course.booked, course.capacity)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t.noTeeTimes}
              </Text>
            )}
          </Stack>
        ))
      )}
    </Section>
  );
}

function BillingCard({ billing }: { billing: DashboardBilling }) {
  const t = useMessages("dashboard").staff.billing;
  const money = useMoney();
  const totals =
    billing.totals.length > 0
      ? billing.totals
      : [{ currency: billing.currency, revenueThisMonthMinor: 0, outstandingMinor: 0, overdueMinor: 0 }];
  return (
    <Section id="dashboard-billing" title={t.title} link={<ScreenLink to="/billing">{t.open}</ScreenLink>}>
      {totals.map((row) => (
        <Stack key={row.currency} gap="xs">
          <Figure
            value={money(row.revenueThisMonthMinor, row.currency)}
            label={t.revenue}
            help={t.revenueHelp}
          />
          <FigureLine
            label={<InvoicesLink status="outstanding">{t.outstanding}</InvoicesLink>}
            value={money(row.outstandingMinor, row.currency)}
          />
          <FigureLine
            label={<InvoicesLink status="overdue">{t.overdue}</InvoicesLink>}
            value={money(row.overdueMinor, row.currency)}
            c={row.overdueMinor > 0 ? "red.8" : undefined}
          />
        </Stack>
      ))}
      {billing.accounts.map((row) => (
        <Stack key={`accounts-${row.currency}`} gap="xs">
          <FigureLine label={t.accountsHeld} value={money(row.heldMinor, row.currency)} />
          <FigureLine label={t.accountsOwed} value={money(row.owedMinor, row.currency)} />
        </Stack>
      ))}
    </Section>
  );
}

function MessagesCard({ messages }: { messages: DashboardMessages }) {
  const t = useMessages("dashboard").staff.messages;
  const count = useCount();
  return (
    <Section
      id="dashboard-messages"
      title={t.title}
      link={<ScreenLink to="/communications">{t.open}</ScreenLink>}
    >
      <Figure value={count(messages.sentThisWeek)} label={t.sentThisWeek} />
      <Text size="sm" c="dimmed">
        {t.recipients(messages.recipientsThisWeek)}
      </Text>
    </Section>
  );
}

const ACTION_COLORS = { INSERT: "green", UPDATE: "blue", DELETE: "red" } as const;

function ActivityCard({ activity }: { activity: DashboardActivity }) {
  const t = useMessages("dashboard").staff.activity;
  const tables = useMessages("auditLabels").tables as Record<string, string>;
  const { club } = useCurrentClub();
  return (
    <Section
      id="dashboard-activity"
      title={t.title}
      link={<ScreenLink to="/audit-logs">{t.open}</ScreenLink>}
    >
      {activity.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <PlainList gap="xs">
          {activity.items.map((item) => {
            const who = item.changedBy === "system" ? t.system : (item.changedByName ?? t.deletedUser);
            return (
              <Group key={item.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
                <Badge color={ACTION_COLORS[item.action]} variant="light" w={104} style={{ flexShrink: 0 }}>
                  {t.actions[item.action]}
                </Badge>
                <div style={{ minWidth: 0 }}>
                  {/* The record by its name (an invoice's number, a member's name), under its table's (issue 34). */}
                  <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                    {item.recordName ?? tables[item.tableName] ?? item.tableName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.recordName ? `${tables[item.tableName] ?? item.tableName} · ` : ""}
                    {t.by(who)} · {clubMoment(item.changedAt, club)}
                  </Text>
                </div>
              </Group>
            );
          })}
        </PlainList>
      )}
    </Section>
  );
}
