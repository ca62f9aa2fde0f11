import { Button, Menu, Modal, Popover, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBook2, IconChevronDown, IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { paymentsCsvHref } from "./api.ts";

/**
 * The payments export on a wide screen: a button that opens the range (this month so far unless changed) and
 * the download of the money that came in and went back between those days, as CSV.
 */
export function PaymentsExport() {
  const t = useMessages("billing").paymentsExport;
  const titleId = useId();
  return (
    <Popover position="bottom-end" withArrow shadow="md" trapFocus width={320}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t.button}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId}>
        <Stack gap="sm">
          <Text fw={600} size="sm" id={titleId}>
            {t.title}
          </Text>
          <PaymentsRange />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * Both exports on a phone, behind one button: the invoices the list's filters find (a download), and the
 * payments of a range (in a dialog, full screen).
 */
export function ExportMenu({ invoicesHref }: { invoicesHref: string }) {
  const texts = useMessages("billing");
  const t = texts.paymentsExport;
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Menu position="bottom-start" shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            {texts.screen.export}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={invoicesHref}
            download
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            {texts.screen.exportInvoices}
          </Menu.Item>
          <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={dialog.open}>
            {t.button}
          </Menu.Item>
          {/* On a phone, the accountant's journal is an export among the others (decision 078). */}
          <Menu.Item component={Link} to="/billing/journal" leftSection={<IconBook2 size={16} aria-hidden />}>
            {texts.journal.open}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={opened} onClose={dialog.close} title={t.title} fullScreen>
        {opened ? <PaymentsRange /> : null}
      </Modal>
    </>
  );
}

/** The range's two days and the download; a range that ends before it starts is said and not asked for. */
function PaymentsRange() {
  const t = useMessages("billing").paymentsExport;
  const reversedMessage = useMessages("billingValidation").rangeReversed;
  const { club } = useCurrentClub();
  const today = clubToday(club);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const reversed = Boolean(from && to && from > to);
  return (
    <Stack gap="sm">
      <Text size="xs" c="dimmed">
        {t.help}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        <ClubDateInput label={t.from} value={from} onChange={(value) => setFrom(value)} />
        <ClubDateInput
          label={t.to}
          value={to}
          onChange={(value) => setTo(value)}
          error={reversed ? reversedMessage : undefined}
        />
      </SimpleGrid>
      <Button
        component="a"
        href={reversed ? undefined : paymentsCsvHref(club.id, from, to)}
        download
        data-disabled={reversed || undefined}
        aria-disabled={reversed || undefined}
        onClick={(e) => {
          if (reversed) e.preventDefault();
        }}
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {t.download}
      </Button>
    </Stack>
  );
}
