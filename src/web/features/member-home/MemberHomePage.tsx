import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import {
  IconCalendarPlus,
  IconCreditCard,
  IconFileInvoice,
  IconGolf,
  IconId,
  IconMail,
  IconRefresh,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import type { Booking } from "../../../shared/golf.ts";
import type { InvoiceSummary } from "../../../shared/invoices.ts";
import type { HomeMembership, HomeMessage, MemberHome } from "../../../shared/member-home.ts";
import { NO_SHRINK } from "../../components/Badges.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { MembershipStatusBadge } from "../../components/MembershipStatusBadge.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { LoadFailed, NotLoaded } from "../../components/QueryStates.tsx";
import { type ClubFormats, calendarDate, clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { STATUS_COLORS, useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { homeMessageQuery, memberHomeKeys, memberHomeQuery, renewMembership } from "./api.ts";

/*
 * A member's home (issue 18, decision 030): their membership with "Renew", their next tee times with "Book a
 * tee time", their open invoices with "Pay", and the club's latest messages to them (a message opens whole).
 * One request (GET /home); paying and booking happen on their own screens (/billing, /golf-bookings).
 */

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Sat 12/05/2026": a tee time's day, its weekday in the reader's language, its date in the club's format. */
function dayOf(date: string, club: ClubFormats, locale: string): string {
  let format = weekdayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    weekdayFormats.set(locale, format);
  }
  return `${format.format(new Date(`${date}T12:00:00Z`))} ${calendarDate(date, club)}`;
}

/** The member's home under its greeting: loading skeletons, an error with a retry, or the four cards. */
/** `cards`: more cards of other areas after the home's own (the member's Handicap Index, issue 35). */
export function MemberHomePage({ cards }: { cards?: ReactNode }) {
  const t = useMessages("memberHome");
  const { club } = useCurrentClub();
  usePageTitle(t.title);
  const home = useQuery(memberHomeQuery(club.id));
  const [reading, setReading] = useState<HomeMessage | null>(null);

  const data = home.data;
  return (
    // One club's home never shows in another: a new club is a new screen.
    <Stack key={club.id} gap="lg" maw={1100}>
      <Stack gap={4} miw={0}>
        {data?.membership ? (
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: "anywhere" }}>
            {t.welcome(data.membership.displayName)}
          </Title>
        ) : (
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t.title}
          </Title>
        )}
        <Text c="dimmed">{t.intro(club.name)}</Text>
      </Stack>
      {data ? (
        data.membership ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <MembershipCard membership={data.membership} />
            <InvoicesCard home={data} />
            <BookingsCard bookings={data.bookings} />
            <MessagesCard messages={data.messages} onOpen={setReading} />
            {cards}
          </SimpleGrid>
        ) : (
          <EmptyState icon={<IconId size={24} stroke={1.75} />} title={t.noRecord} />
        )
      ) : home.isError ? (
        <LoadFailed title={t.loadFailed} retrying={home.isFetching} onRetry={() => void home.refetch()} />
      ) : (
        <HomeSkeleton label={t.loading} />
      )}
      <MessageModal message={reading} onClose={() => setReading(null)} />
    </Stack>
  );
}

function HomeSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Skeleton height={22} width="45%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={32} width={140} mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A card of the home: a titled section (its heading names it for screen readers). */
function Section({
  id,
  title,
  icon,
  action,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

function MembershipCard({ membership: m }: { membership: HomeMembership }) {
  const t = useMessages("memberHome").membership;
  const { club } = useCurrentClub();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => renewMembership(club.id),
    onSuccess: async (result) => {
      notify(t.renewed);
      await queryClient.invalidateQueries({ queryKey: memberHomeKeys.all(club.id) });
      void navigate({ to: "/billing", search: { invoice: result.invoiceId } });
    },
  });
  const offer = m.renewal;
  const amount = offer.amountMinor !== null && offer.currency ? money(offer.amountMinor, offer.currency) : "";
  return (
    <Section id="home-membership" title={t.title} icon={<IconId size={20} aria-hidden />}>
      <Stack gap={6}>
        <Fact label={t.type}>{m.membershipTypeName}</Fact>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t.status}
          </Text>
          <MembershipStatusBadge status={m.membershipStatus} />
        </Group>
        {m.membershipNumber ? <Fact label={t.number}>{m.membershipNumber}</Fact> : null}
        <Fact label={t.ends}>{m.membershipEndDate ? calendarDate(m.membershipEndDate, club) : t.noEnd}</Fact>
      </Stack>
      {offer.state === "renew" ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {offer.periodEnd
              ? t.renewOffer(
                  amount,
                  calendarDate(offer.periodStart, club),
                  calendarDate(offer.periodEnd, club),
                )
              : t.renewOfferLifetime(amount, calendarDate(offer.periodStart, club))}
          </Text>
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={renew.isPending}
            onClick={() => renew.mutate()}
          >
            {t.renew}
          </Button>
        </Stack>
      ) : offer.state === "pay" && offer.invoiceId ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t.payOffer(amount)}</Text>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/billing" search={{ invoice: offer.invoiceId ?? "" }} />
            )}
            leftSection={<IconCreditCard size={16} aria-hidden />}
          >
            {t.payRenewal}
          </Button>
        </Stack>
      ) : offer.state === "askClub" ? (
        <Text size="sm" c="dimmed">
          {t.askClub}
        </Text>
      ) : offer.state === "payerPays" ? (
        <Text size="sm" c="dimmed">
          {t.payerPays}
        </Text>
      ) : null}
    </Section>
  );
}

function BookingsCard({ bookings }: { bookings: Booking[] }) {
  const t = useMessages("memberHome").bookings;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const book = (
    <Button
      size="xs"
      variant="light"
      renderRoot={(props) => <Link {...props} to="/golf-bookings" />}
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
    >
      {t.book}
    </Button>
  );
  return (
    <Section id="home-bookings" title={t.title} icon={<IconGolf size={20} aria-hidden />} action={book}>
      {bookings.length === 0 ? (
        <EmptyState icon={<IconGolf size={24} stroke={1.75} />} title={t.none}>
          {t.noneHelp}
        </EmptyState>
      ) : (
        <PlainList gap="xs" labelledBy="home-bookings">
          {bookings.map((b) => {
            const players = b.players.filter((p) => p.status !== "cancelled");
            return (
              <Card key={b.id} component="li" withBorder radius="sm" p="sm">
                <Text fw={600}>
                  {t.when(dayOf(b.date, club, locale), clockTime(b.time, club.timeFormat))}
                </Text>
                <Text size="sm" c="dimmed">
                  {b.courseName} · {t.players(players.length)}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {players
                    .map((p) => p.name)
                    .filter(Boolean)
                    .join(", ")}
                </Text>
              </Card>
            );
          })}
        </PlainList>
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/golf-bookings" />} size="sm" mt="auto">
        {t.all}
      </Anchor>
    </Section>
  );
}

/** "Pay" where the club takes payments online, else "How to pay" (its bank details, on the invoice's view). */
function InvoiceRow({ invoice: i, payOnline }: { invoice: InvoiceSummary; payOnline: boolean }) {
  const t = useMessages("memberHome").invoices;
  const { club } = useCurrentClub();
  const money = useMoney();
  const number = i.number ?? "";
  return (
    <Card component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{number}</Text>
            {i.status === "overdue" ? (
              <Badge color={STATUS_COLORS.overdue} variant="light" radius="sm" styles={NO_SHRINK}>
                {t.overdue}
              </Badge>
            ) : null}
          </Group>
          {i.billTo.forMember ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {t.forMember(i.billTo.forMember)}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            {t.due(calendarDate(i.dueDate, club))}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          <Text fw={600}>{money(i.balanceMinor, i.currency)}</Text>
          <Button
            size="xs"
            renderRoot={(props) => <Link {...props} to="/billing" search={{ invoice: i.id }} />}
            aria-label={payOnline ? t.payLabel(number) : t.howToPayLabel(number)}
            variant={payOnline ? "filled" : "light"}
          >
            {payOnline ? t.pay : t.howToPay}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

function InvoicesCard({ home }: { home: MemberHome }) {
  const t = useMessages("memberHome").invoices;
  const money = useMoney();
  const more = home.openCount - home.invoices.length;
  return (
    <Section id="home-invoices" title={t.title} icon={<IconFileInvoice size={20} aria-hidden />}>
      {home.invoices.length === 0 ? (
        <EmptyState icon={<IconFileInvoice size={24} stroke={1.75} />} title={t.none}>
          {t.noneHelp}
        </EmptyState>
      ) : (
        <>
          <PlainList gap="xs" labelledBy="home-invoices">
            {home.invoices.map((i) => (
              <InvoiceRow key={i.id} invoice={i} payOnline={home.payOnline} />
            ))}
          </PlainList>
          {home.balances.map((b) => (
            <Text key={b.currency} size="sm" fw={500}>
              {t.total(money(b.balanceMinor, b.currency))}
            </Text>
          ))}
        </>
      )}
      <Anchor renderRoot={(props) => <Link {...props} to="/billing" />} size="sm" mt="auto">
        {more > 0 ? t.more(more) : t.all}
      </Anchor>
    </Section>
  );
}

function MessagesCard({ messages, onOpen }: { messages: HomeMessage[]; onOpen: (m: HomeMessage) => void }) {
  const t = useMessages("memberHome").messages;
  const { club } = useCurrentClub();
  return (
    <Section id="home-messages" title={t.title} icon={<IconMail size={20} aria-hidden />}>
      {messages.length === 0 ? (
        <EmptyState icon={<IconMail size={24} stroke={1.75} />} title={t.none}>
          {t.noneHelp}
        </EmptyState>
      ) : (
        <PlainList gap="xs" labelledBy="home-messages">
          {messages.map((m) => (
            <li key={m.id}>
              {/* Named by what it shows, subject first (WCAG 2.5.3: the visible text is in the name). */}
              <UnstyledButton
                onClick={() => onOpen(m)}
                w="100%"
                p="sm"
                style={{
                  border: "1px solid var(--mantine-color-default-border)",
                  borderRadius: "var(--mantine-radius-sm)",
                }}
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {m.subject}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {clubMoment(m.sentAt, club)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                  {m.excerpt}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </PlainList>
      )}
    </Section>
  );
}

/** A message read whole: its subject, when it was sent, and its body in a sandboxed frame (no scripts). */
function MessageModal({ message, onClose }: { message: HomeMessage | null; onClose: () => void }) {
  const t = useMessages("memberHome").messages;
  const { club } = useCurrentClub();
  const detail = useQuery({ ...homeMessageQuery(club.id, message?.id ?? ""), enabled: message !== null });
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject}
      size="lg"
      closeButtonProps={{ "aria-label": t.close }}
      styles={{ title: { fontWeight: 600, overflowWrap: "anywhere" } }}
    >
      {message ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t.sent(clubMoment(message.sentAt, club))}
          </Text>
          {detail.data ? (
            <iframe
              title={t.frame}
              sandbox=""
              srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;background:#fff;margin:12px;overflow-wrap:anywhere}</style>${detail.data.html}`}
              style={{
                width: "100%",
                minHeight: 260,
                border: "1px solid var(--mantine-color-default-border)",
                borderRadius: "var(--mantine-radius-sm)",
                background: "#fff",
              }}
            />
          ) : (
            <NotLoaded query={detail} texts={t} minHeight={160} />
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
