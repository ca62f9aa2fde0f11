import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconDots, IconEye, IconEyeOff, IconPencil, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { MembershipType } from "../../../shared/membership-types.ts";
import { formatMoney } from "../../../shared/money.ts";
import { ActiveBadge } from "../../components/Badges.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { Permitted } from "../../components/NoPermission.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import type { WebNamespaces } from "../../lib/i18n-namespaces.ts";
import { membershipTypeKeys, membershipTypesQuery } from "../../lib/membership-types.ts";
import { notify } from "../../lib/notify.ts";
import { rich } from "../../lib/rich.ts";
import { clubCurrencyQuery, updateMembershipType } from "./api.ts";
import { MembershipTypeForm } from "./MembershipTypeForm.tsx";

/** /settings/membership-types: the kinds of membership the club offers (product decisions section 3). */
export function MembershipTypesScreen() {
  const t = useMessages("memberships").types;
  usePageTitle(t.title);
  const { club } = useCurrentClub();
  return (
    <Permitted permission="membershipTypes.manage" title={t.noPermissionTitle} text={t.noPermissionText}>
      <TypesScreen key={club.id} clubId={club.id} clubName={club.name} />
    </Permitted>
  );
}

function TypesScreen({ clubId, clubName }: { clubId: string; clubName: string }) {
  const texts = useMessages("memberships");
  const t = texts.types;
  const locale = useLocale();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const wide = useWidthFrom("md");
  const queryClient = useQueryClient();
  const types = useQuery(membershipTypesQuery(clubId));
  const clubCurrency = useQuery(clubCurrencyQuery(clubId)).data;
  const [form, setForm] = useState<{ editing: MembershipType | null } | null>(null);
  const [toggling, setToggling] = useState<MembershipType | null>(null);

  const toggle = useMutation({
    mutationFn: (type: MembershipType) => updateMembershipType(clubId, type.id, { active: !type.active }),
    onSuccess: (type) => {
      setToggling(null);
      notify(type.active ? t.activeAgain(type.name) : t.deactivated(type.name));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipTypeKeys.all(clubId) }),
  });

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={2} miw={0}>
        <Anchor
          size="sm"
          renderRoot={(props) => <Link {...props} to="/membership-settings" />}
          style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
        >
          <IconArrowLeft size={14} aria-hidden />
          {t.back}
        </Anchor>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro(clubName)}
        </Text>
      </Stack>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setForm({ editing: null })}>
        {t.newType}
      </Button>
    </Group>
  );

  let content: ReactNode;
  // Where people apply online (issue 18), once a type is offered there.
  let joinLine: ReactNode = null;
  if (!types.data) {
    content = <NotLoaded query={types} texts={t} />;
  } else {
    const list = types.data;
    const offered = list.some((type) => type.active && type.offeredOnline);
    const joinPath = `/join/${clubId}`;
    joinLine = (
      <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {offered
          ? rich(
              t.joinPage,
              <Anchor href={joinPath} target="_blank" rel="noopener">
                {`${window.location.origin}${joinPath}`}
              </Anchor>,
            )
          : t.joinPageNone}
      </Text>
    );
    const actions = (type: MembershipType) => (
      <Menu position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t.menu(type.name)}
            loading={toggle.isPending && toggle.variables?.id === type.id}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setForm({ editing: type })}
          >
            {t.edit}
          </Menu.Item>
          <Menu.Item
            leftSection={
              type.active ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
            }
            onClick={() => setToggling(type)}
          >
            {type.active ? t.deactivate : t.activate}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );

    content = wide ? (
      <ListTable
        minWidth={900}
        label={t.label}
        columns={[
          t.columns.name,
          t.columns.billingPeriod,
          { label: t.columns.price, right: true },
          { label: t.columns.joiningFee, right: true },
          { label: t.columns.capacity, right: true },
          t.columns.bookingWindow,
          t.columns.status,
        ]}
        actions={{ label: t.columns.actions, w: 56 }}
        items={list}
      >
        {(type) => (
          <>
            <Table.Td maw={300}>
              <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                {type.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                {type.description ? `${type.description} · ` : ""}
                <span title={t.codeHint}>{type.code}</span>
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{texts.billingPeriods[type.billingPeriod]}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                {money(type.priceMinor, type.currency)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                {money(type.joiningFeeMinor, type.currency)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Capacity type={type} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {bookingWindow(t, type)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <ActiveBadge active={type.active} />
                {type.offeredOnline ? <OnlineBadge /> : null}
              </Group>
            </Table.Td>
            <Table.Td>{actions(type)}</Table.Td>
          </>
        )}
      </ListTable>
    ) : (
      <PlainList gap="sm" label={t.label}>
        {list.map((type) => (
          <Card key={type.id} component="li" withBorder radius="md" p="sm" aria-label={type.name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} style={{ overflowWrap: "break-word" }}>
                    {type.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "break-word" }}>
                    {type.description ? `${type.description} · ` : ""}
                    {type.code}
                  </Text>
                </Stack>
                {actions(type)}
              </Group>
              <Text size="sm">
                {texts.pricePer[type.billingPeriod](money(type.priceMinor, type.currency))}
                {type.joiningFeeMinor > 0
                  ? ` · ${t.joiningFee(money(type.joiningFeeMinor, type.currency))}`
                  : ""}
              </Text>
              <Group gap="xs" wrap="wrap">
                <ActiveBadge active={type.active} />
                {type.offeredOnline ? <OnlineBadge /> : null}
                <Text size="xs" c="dimmed">
                  {texts.billingPeriods[type.billingPeriod]} · {capacityText(t, type)}
                  {type.golfBookingWindowDays !== null ? ` · ${t.booksAhead(bookingWindow(t, type))}` : ""}
                </Text>
              </Group>
            </Stack>
          </Card>
        ))}
      </PlainList>
    );
  }

  return (
    <Stack gap="lg" maw={1180}>
      {header}
      {joinLine}
      {content}

      <MembershipTypeForm
        opened={form !== null}
        editing={form?.editing ?? null}
        clubId={clubId}
        clubCurrency={clubCurrency}
        onClose={() => setForm(null)}
      />

      <ConfirmDialog
        opened={toggling !== null}
        title={toggling ? (toggling.active ? t.deactivateTitle : t.activateTitle)(toggling.name) : ""}
        confirmLabel={toggling?.active ? t.deactivate : t.activate}
        loading={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        onClose={() => setToggling(null)}
      >
        {toggling ? (toggling.active ? t.deactivateText : t.activateText)(toggling.name) : null}
      </ConfirmDialog>
    </Stack>
  );
}

/** A type offered on the club's public join page. */
function OnlineBadge() {
  const t = useMessages("memberships").types;
  return (
    <Badge variant="light" color="blue" radius="sm">
      {t.online}
    </Badge>
  );
}

type TypesTexts = WebNamespaces["memberships"]["types"];

/** "12 / 50 members", or "12 members, no limit". */
function capacityText(t: TypesTexts, type: MembershipType): string {
  return t.capacity(type.memberCount, type.capacity);
}

function Capacity({ type }: { type: MembershipType }) {
  const t = useMessages("memberships").types;
  const full = type.capacity !== null && type.memberCount >= type.capacity;
  return (
    <Text
      size="sm"
      c={full ? "var(--mantine-color-orange-text)" : undefined}
      fw={full ? 500 : undefined}
      style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
    >
      {full ? t.full(capacityText(t, type)) : capacityText(t, type)}
    </Text>
  );
}

function bookingWindow(t: TypesTexts, type: MembershipType): string {
  const days = type.golfBookingWindowDays;
  return days === null ? t.clubsRule : t.days(days);
}
