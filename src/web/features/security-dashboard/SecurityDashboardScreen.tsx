import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconShieldLock } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { AlertKind } from "../../../shared/audit.ts";
import { roleLabel } from "../../../shared/permissions.ts";
import type { SecurityEvent, SecuritySession } from "../../../shared/security.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PagedList, searchPaging } from "../../components/PagedList.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { ActivityChart } from "./ActivityChart.tsx";
import {
  dismissAlert,
  eventsQuery,
  revokeSession,
  securityKeys,
  sessionsQuery,
  summaryQuery,
} from "./api.ts";

export interface SecuritySearch {
  page?: number;
  pageSize?: number;
}

/**
 * /security-dashboard (issue 17): open alerts (a critical error as a warning), the counts against their
 * thresholds, the administrators' active sessions with revoke, the recent security events (paged on the
 * server) and 30 days of sign-ins.
 */
export function SecurityDashboardScreen({ search, onSearch }: SearchProps<SecuritySearch>) {
  const t = useMessages("security");
  usePageTitle(t.screen.title);
  const { club } = useCurrentClub();
  return (
    <Stack key={club.id} gap="lg" maw={1280}>
      <ScreenHeader title={t.screen.title} intro={t.screen.intro(club.name)} />
      <Summary />
      <Sessions />
      <ActivityChart />
      <Events search={search} onSearch={onSearch} />
    </Stack>
  );
}

/** "3 minutes ago", in the language on screen. */
export function useRelative(): (iso: string) => string {
  const locale = useLocale();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  return (iso) => {
    const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
    const abs = Math.abs(seconds);
    if (abs < 60) return format.format(0, "second");
    if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
    if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
    return format.format(Math.round(seconds / 86_400), "day");
  };
}

function Summary() {
  const t = useMessages("security");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const summary = useQuery(summaryQuery(club.id));
  const dismiss = useMutation({
    mutationFn: (alertId: string) => dismissAlert(club.id, alertId),
    onSuccess: () => {
      notify(t.alerts.dismissed);
      void queryClient.invalidateQueries({ queryKey: securityKeys.all(club.id) });
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) notify(refusal.message);
      void queryClient.invalidateQueries({ queryKey: securityKeys.summary(club.id) });
    },
  });
  if (!summary.data) {
    return <NotLoaded query={summary} texts={t.stats} minHeight={120} />;
  }
  const { alerts, stats } = summary.data;
  return (
    <Stack gap="md">
      {alerts.length > 0 && (
        <Stack gap="sm" role="region" aria-label={t.alerts.region}>
          {alerts.map((alert) => {
            const critical = alert.kind === "critical_errors";
            return (
              <Alert
                key={alert.id}
                color={critical ? "orange" : "red"}
                variant="light"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                title={t.kinds[alert.kind]}
                role={critical ? "alert" : "status"}
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t.alerts[alert.kind](alert.eventCount)}</Text>
                  <Text size="xs" c="dimmed">
                    {t.alerts.raisedAt(clubMoment(alert.raisedAt, club))}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    loading={dismiss.isPending && dismiss.variables === alert.id}
                    aria-label={t.alerts.dismissLabel(t.kinds[alert.kind])}
                    onClick={() => dismiss.mutate(alert.id)}
                  >
                    {t.alerts.dismiss}
                  </Button>
                </Stack>
              </Alert>
            );
          })}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {stats.map((stat) => (
          <StatCard
            key={stat.kind}
            kind={stat.kind}
            last24={stat.counts.last24Hours}
            last7={stat.counts.last7Days}
            threshold={stat.threshold}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function StatCard({
  kind,
  last24,
  last7,
  threshold,
}: {
  kind: AlertKind;
  last24: number;
  last7: number;
  threshold: number;
}) {
  const t = useMessages("security");
  const locale = useLocale();
  const reached = last24 >= threshold;
  return (
    <Card withBorder padding="md" radius="md" data-testid={`stat-${kind}`}>
      <Stack gap={4}>
        <Text size="sm" fw={600} component="h2">
          {t.kinds[kind]}
        </Text>
        <Group gap="xs" align="baseline">
          <Text fz={32} fw={700} lh={1} c={reached ? "red.7" : undefined}>
            {last24.toLocaleString(locale)}
          </Text>
          <Text size="sm" c="dimmed">
            {t.stats.last24Hours}
          </Text>
        </Group>
        <Text size="sm">{t.stats.last7Days(last7)}</Text>
        <Text size="xs" c="dimmed">
          {t.stats.threshold(threshold)}
        </Text>
      </Stack>
    </Card>
  );
}

function deviceText(session: SecuritySession, t: ReturnType<typeof useMessages<"security">>): string {
  if (session.browser && session.os) return t.sessions.deviceOn(session.browser, session.os);
  return session.browser ?? session.os ?? t.sessions.unknownDevice;
}

/** A session's place among its person's sessions, oldest first (issue 33 §12: two of one browser look alike). */
interface Place {
  n: number;
  total: number;
}

function placesOf(sessions: SecuritySession[]): Map<string, Place> {
  const byPerson = new Map<string, SecuritySession[]>();
  for (const s of sessions) byPerson.set(s.userId, [...(byPerson.get(s.userId) ?? []), s]);
  const places = new Map<string, Place>();
  for (const own of byPerson.values()) {
    own
      .sort((a, b) => a.signedInAt.localeCompare(b.signedInAt) || a.sessionId.localeCompare(b.sessionId))
      .forEach((s, i) => {
        places.set(s.sessionId, { n: i + 1, total: own.length });
      });
  }
  return places;
}

/** The session told apart from the person's others: its browser and system, its place, when it was first seen. */
function sessionText(
  session: SecuritySession,
  place: Place | undefined,
  since: string,
  t: ReturnType<typeof useMessages<"security">>,
): string {
  const device = deviceText(session, t);
  return place && place.total > 1
    ? t.sessions.devicePlace(device, place.n, place.total, since)
    : t.sessions.deviceSince(device, since);
}

function Sessions() {
  const t = useMessages("security");
  const { club } = useCurrentClub();
  const wide = useWidthFrom("md");
  const relative = useRelative();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery(club.id));
  const [revoking, setRevoking] = useState<SecuritySession | null>(null);
  // The revoked session as the list described it when asked.
  const [revokingText, setRevokingText] = useState("");
  const [refused, setRefused] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: (session: SecuritySession) => revokeSession(club.id, session.sessionId),
    onSuccess: () => {
      setRevoking(null);
      notify(t.sessions.revoked);
      void queryClient.invalidateQueries({ queryKey: securityKeys.all(club.id) });
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      setRefused(refusal?.message ?? null);
      void queryClient.invalidateQueries({ queryKey: securityKeys.sessions(club.id) });
    },
  });
  const ask = (session: SecuritySession, text: string) => {
    setRefused(null);
    setRevoking(session);
    setRevokingText(text);
  };

  const body = () => {
    if (!sessions.data) {
      return <NotLoaded query={sessions} texts={t.sessions} minHeight={120} />;
    }
    if (sessions.data.length === 0) return <Text c="dimmed">{t.sessions.empty}</Text>;
    const list = sessions.data;
    const places = placesOf(list);
    const described = (s: SecuritySession) =>
      sessionText(s, places.get(s.sessionId), clubMoment(s.signedInAt, club), t);
    const placeLine = (s: SecuritySession) => {
      const place = places.get(s.sessionId);
      return place && place.total > 1 ? (
        <Text size="xs" c="dimmed">
          {t.sessions.place(place.n, place.total)}
        </Text>
      ) : null;
    };
    const who = (s: SecuritySession) => (
      <Stack gap={0} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {s.name}
          </Text>
          {s.current && (
            <Badge size="sm" variant="light" color="teal">
              {t.sessions.thisDevice}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {roleLabel(s.role)}
        </Text>
      </Stack>
    );
    const revokeButton = (s: SecuritySession) =>
      s.canRevoke ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={t.sessions.revokeLabel(s.name, described(s))}
          onClick={() => ask(s, described(s))}
        >
          {t.sessions.revoke}
        </Button>
      ) : null;
    const activity = (s: SecuritySession) => (
      <Stack gap={0}>
        <Text size="sm">
          <time dateTime={s.lastActivity} title={clubMoment(s.lastActivity, club)}>
            {relative(s.lastActivity)}
          </time>
        </Text>
        <Text size="xs" c="dimmed">
          {clubMoment(s.lastActivity, club)}
        </Text>
      </Stack>
    );
    if (!wide) {
      return (
        <Stack gap="sm">
          {list.map((s) => (
            <Card key={s.sessionId} withBorder padding="sm" radius="md">
              <Stack gap={6}>
                {who(s)}
                <Text size="sm">{deviceText(s, t)}</Text>
                {placeLine(s)}
                <Text size="sm" c="dimmed">
                  {t.sessions.address}: {s.ipAddress ?? t.sessions.noAddress}
                </Text>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t.sessions.lastActivity}
                  </Text>
                  {activity(s)}
                </Stack>
                <Text size="xs" c="dimmed">
                  {t.sessions.signedIn(clubMoment(s.signedInAt, club))}
                </Text>
                {revokeButton(s)}
              </Stack>
            </Card>
          ))}
        </Stack>
      );
    }
    return (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={t.sessions.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.sessions.person}</Table.Th>
              <Table.Th>{t.sessions.device}</Table.Th>
              <Table.Th>{t.sessions.address}</Table.Th>
              <Table.Th>{t.sessions.lastActivity}</Table.Th>
              <Table.Th>{t.sessions.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((s) => (
              <Table.Tr key={s.sessionId}>
                <Table.Td>{who(s)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{deviceText(s, t)}</Text>
                  {placeLine(s)}
                  <Text size="xs" c="dimmed">
                    {t.sessions.signedIn(clubMoment(s.signedInAt, club))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.ipAddress ?? t.sessions.noAddress}</Text>
                </Table.Td>
                <Table.Td>{activity(s)}</Table.Td>
                <Table.Td>{revokeButton(s)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="security-sessions">
      <Stack gap="sm">
        <Title order={2} size="h4" id="security-sessions">
          {t.sessions.title}
        </Title>
        {body()}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title={t.sessions.confirmTitle}
        confirmLabel={t.sessions.confirm}
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      >
        <Stack gap="xs">
          <Text size="sm">{revoking ? t.sessions.confirmText(revoking.name, revokingText) : null}</Text>
          {refused && (
            <Alert color="red" variant="light" role="alert">
              {refused}
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </Card>
  );
}

function eventDetail(event: SecurityEvent, t: ReturnType<typeof useMessages<"security">>): string | null {
  if (event.action === "refused_requests" && event.count) return t.events.refusedCount(event.count);
  if (event.revokedUser) {
    // Who ended whose session (issue 33 §12).
    const { name, email } = event.revokedUser;
    const whose = name && name !== email ? `${name} (${email})` : email;
    return event.userEmail ? t.events.revokedBy(event.userEmail, whose) : t.events.revokedWhose(whose);
  }
  if (event.requestMethod && event.requestPath) return `${event.requestMethod} ${event.requestPath}`;
  return null;
}

function Events({ search, onSearch }: SearchProps<SecuritySearch>) {
  const t = useMessages("security");
  const { club } = useCurrentClub();
  const wide = useWidthFrom("md");
  const list = useQuery(eventsQuery(club.id, search.page, search.pageSize));
  const badge = (event: SecurityEvent) => (
    <Badge
      size="sm"
      variant="light"
      color={event.success ? "teal" : event.action === "critical_error" ? "orange" : "red"}
      style={{ textTransform: "none" }}
    >
      {t.events.actions[event.action]}
    </Badge>
  );
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="security-events">
      <Stack gap="sm">
        <Title order={2} size="h4" id="security-events">
          {t.events.title}
        </Title>
        <PagedList
          query={list}
          count={(data) => data.events.length}
          texts={t.events}
          empty={<EmptyState icon={<IconShieldLock size={24} stroke={1.75} />} title={t.events.empty} />}
          {...searchPaging(search, onSearch)}
        >
          {(data) =>
            wide ? (
              <Table verticalSpacing="xs" horizontalSpacing="xs" aria-label={t.events.title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={170}>{t.events.when}</Table.Th>
                    <Table.Th>{t.events.event}</Table.Th>
                    <Table.Th>{t.events.who}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.events.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td>
                        <Text size="sm">{clubMoment(e.occurredAt, club)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          {badge(e)}
                          {eventDetail(e, t) && (
                            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                              {eventDetail(e, t)}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                          {[e.userEmail, e.ipAddress].filter(Boolean).join(" · ") || "—"}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <PlainList gap="xs">
                {data.events.map((e) => (
                  <li key={e.id}>
                    <Stack gap={2} align="flex-start">
                      <Group gap="xs" wrap="wrap">
                        {badge(e)}
                        <Text size="xs" c="dimmed">
                          {clubMoment(e.occurredAt, club)}
                        </Text>
                      </Group>
                      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                        {[e.userEmail, e.ipAddress].filter(Boolean).join(" · ") || "—"}
                      </Text>
                      {eventDetail(e, t) && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                          {eventDetail(e, t)}
                        </Text>
                      )}
                    </Stack>
                  </li>
                ))}
              </PlainList>
            )
          }
        </PagedList>
      </Stack>
    </Card>
  );
}
