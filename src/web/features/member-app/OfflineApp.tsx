import { Alert, Badge, Box, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { clockTime, formatCalendarDate } from "../../../shared/formats.ts";
import { formatMoney } from "../../../shared/money.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { type OfflineData, readOfflineData } from "./offline-data.ts";

/**
 * The app without a network (issue 34): the member's own tee times and invoices as this device last kept them,
 * read-only, under a banner that says so. Nothing here asks the server; "Try again" reloads the app, which opens
 * as usual once the network is back (and by itself when the browser says it is).
 */
export function OfflineApp() {
  const t = useMessages("memberApp").offline;
  const locale = useLocale();
  const [data, setData] = useState<OfflineData | null>(null);
  useEffect(() => {
    void readOfflineData()
      .then(setData)
      .catch(() => setData({ profile: null, golf: null, billing: null, savedAt: null }));
    const back = () => window.location.reload();
    window.addEventListener("online", back);
    return () => window.removeEventListener("online", back);
  }, []);

  const profile = data?.profile ?? null;
  const date = (d: string | null) =>
    d && profile ? (formatCalendarDate(d, profile.dateFormat) ?? d) : (d ?? "—");
  const time = (x: string) => (profile ? clockTime(x, profile.timeFormat) : x);
  const savedAt = data?.savedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(data.savedAt),
      )
    : null;
  const bookings = (data?.golf?.bookings ?? []).filter((b) => b.status !== "cancelled");
  const invoices = data?.billing?.invoices ?? [];

  return (
    <Box component="main" py="md">
      <Container size="sm" px="md">
        <Stack gap="md">
          <Alert
            color="yellow"
            variant="filled"
            role="status"
            icon={<IconWifiOff size={20} aria-hidden />}
            title={t.title}
            data-testid="offline-banner"
          >
            <Stack gap={4}>
              <Text size="sm" c="inherit">
                {t.banner}
              </Text>
              {savedAt ? (
                <Text size="xs" c="inherit">
                  {t.savedAt(savedAt)}
                </Text>
              ) : null}
            </Stack>
          </Alert>
          {profile ? (
            <Title order={1} size="h2">
              {profile.clubName}
            </Title>
          ) : null}
          {data && !profile ? <Text>{t.nothingSaved}</Text> : null}
          {profile ? (
            <>
              <Card
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby="offline-bookings"
              >
                <Title order={2} size="h4" id="offline-bookings" mb="sm">
                  {t.bookings}
                </Title>
                {bookings.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t.noBookings}
                  </Text>
                ) : (
                  <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                    {bookings.map((b) => (
                      <Box component="li" key={b.id}>
                        <Text fw={600}>
                          {date(b.date)} · {time(b.time)}
                        </Text>
                        <Text size="sm">{b.courseName}</Text>
                        <Text size="sm" c="dimmed">
                          {t.players(
                            b.players
                              .filter((p) => p.status !== "cancelled")
                              .map((p) => p.name ?? "—")
                              .join(", "),
                          )}
                        </Text>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Card>
              <Card
                withBorder
                radius="md"
                padding="lg"
                component="section"
                aria-labelledby="offline-invoices"
              >
                <Title order={2} size="h4" id="offline-invoices" mb="sm">
                  {t.invoices}
                </Title>
                {invoices.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t.noInvoices}
                  </Text>
                ) : (
                  <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                    {invoices.map((i) => (
                      <Box component="li" key={i.id}>
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Text fw={600}>{i.number ?? "—"}</Text>
                          <Badge
                            variant="light"
                            color={i.status === "paid" ? "teal" : i.status === "overdue" ? "red" : "gray"}
                          >
                            {t.status[i.status] ?? i.status}
                          </Badge>
                        </Group>
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Text size="sm">{date(i.issueDate)}</Text>
                          <Text size="sm" fw={600}>
                            {formatMoney(i.totalMinor, i.currency, locale)}
                          </Text>
                        </Group>
                        {i.dueDate && i.status !== "paid" ? (
                          <Text size="sm" c="dimmed">
                            {t.due(date(i.dueDate))}
                          </Text>
                        ) : null}
                      </Box>
                    ))}
                  </Stack>
                )}
              </Card>
            </>
          ) : null}
          <Button
            variant="default"
            onClick={() => window.location.reload()}
            style={{ alignSelf: "flex-start" }}
          >
            {t.retry}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
