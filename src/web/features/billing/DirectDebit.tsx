import {
  Badge,
  Button,
  Card,
  Drawer,
  FileButton,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toMinor } from "../../../shared/money.ts";
import type { ReturnsImport, Run, RunItem } from "../../../shared/sepa.ts";
import type { PainVersion } from "../../../shared/sepa-creditor.ts";
import { painVersions } from "../../../shared/sepa-creditor.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { calendarDate, clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { useMoney } from "../../lib/invoice-format.ts";
import { notify } from "../../lib/notify.ts";
import { refusalOf } from "../../lib/refusal.ts";
import {
  billingKeys,
  createSepaRun,
  readSepaReturns,
  recordSepaReturn,
  sepaRunFileHref,
  sepaRunQuery,
  sepaRunsQuery,
  settleSepaRun,
} from "./api.ts";

/**
 * Direct debit (issue 36 item 5, decision 077), in a drawer of the billing screen: the club's collection runs
 * with their totals, a new run (what it will collect is shown first, then confirmed), a run's file to download,
 * its confirmation once collected, and a returned debit recorded per invoice. Full screen on a phone.
 */
export function DirectDebitDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useMessages("billing").sepa;
  const phone = !useWidthFrom("sm");
  const [runId, setRunId] = useState<string | null>(null);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "xl"}
      title={
        <Title order={2} size="h3">
          {t.title}
        </Title>
      }
    >
      {runId ? <RunDetail runId={runId} onBack={() => setRunId(null)} /> : <Runs onOpen={setRunId} />}
    </Drawer>
  );
}

function errorText(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

function Runs({ onOpen }: { onOpen: (runId: string) => void }) {
  const t = useMessages("billing").sepa;
  const { club, can } = useCurrentClub();
  const money = useMoney();
  const queryClient = useQueryClient();
  const runs = useQuery(sepaRunsQuery(club.id));
  const [version, setVersion] = useState<PainVersion | null>(null);
  const preview = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: () => createSepaRun(club.id, { preview: true, painVersion: version }),
  });
  const create = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: () => createSepaRun(club.id, { preview: false, painVersion: version }),
    onSuccess: (run) => {
      notify(t.created(run.count));
      preview.reset();
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
      if (run.id) onOpen(run.id);
    },
  });
  const planned = preview.data;
  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
      {can("billing.manage") ? (
        <Card withBorder>
          <Stack gap="sm">
            <Select
              label={t.version}
              placeholder={t.versionDefault}
              clearable
              data={painVersions.map((v) => ({ value: v, label: v }))}
              value={version}
              onChange={(next) => setVersion(next as PainVersion | null)}
            />
            {planned ? (
              <>
                <FormAlert kind="info">
                  {t.willCollect(
                    planned.count,
                    money(planned.totalMinor, "EUR"),
                    calendarDate(planned.collectionDate, club),
                  )}
                </FormAlert>
                <ItemsTable items={planned.items} />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => preview.reset()}>
                    {t.cancel}
                  </Button>
                  <Button
                    loading={create.isPending}
                    onClick={() => create.mutate()}
                    disabled={planned.count === 0}
                  >
                    {t.confirm}
                  </Button>
                </Group>
              </>
            ) : (
              <Group>
                <Button loading={preview.isPending} onClick={() => preview.mutate()}>
                  {t.newRun}
                </Button>
              </Group>
            )}
            {[preview.error, create.error]
              .map(errorText)
              .filter(Boolean)
              .map((message) => (
                <FormAlert key={message} kind="error">
                  {message}
                </FormAlert>
              ))}
          </Stack>
        </Card>
      ) : null}
      {can("billing.manage") && (runs.data?.runs.length ?? 0) > 0 ? <ReturnsFile /> : null}
      {runs.data?.runs.length === 0 ? <Text c="dimmed">{t.none}</Text> : null}
      {runs.data?.runs.map((run) => (
        <Card key={run.id} withBorder>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{t.runTitle(calendarDate(run.collectionDate, club))}</Text>
              <Text size="sm" c="dimmed">
                {t.runLine(run.count, money(run.totalMinor, "EUR"), run.painVersion)}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge variant="light" color={run.status === "settled" ? "green" : "blue"}>
                {t.status[run.status]}
              </Badge>
              <Button variant="default" size="xs" onClick={() => run.id && onOpen(run.id)}>
                {t.open}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const returnColor: Record<ReturnsImport["lines"][number]["status"], string> = {
  record: "blue",
  recorded: "green",
  returnedAlready: "gray",
  unknown: "orange",
  amountDiffers: "orange",
};

/**
 * The bank's file of returned (camt.054) or rejected (pain.002) debits (decision 082): read, each line shown
 * with what it comes to, then its returns recorded at once.
 */
function ReturnsFile() {
  const t = useMessages("billing").sepa;
  const { club } = useCurrentClub();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const read = useMutation({
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: (chosen: File) => readSepaReturns(club.id, chosen, false),
  });
  const apply = useMutation({
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: (chosen: File) => readSepaReturns(club.id, chosen, true),
    onSuccess: (answer) => {
      notify(t.returnsFile.recorded(answer.recordedCount));
      read.reset();
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
    },
  });
  const shown = apply.data ?? read.data;
  const toRecord = read.data?.lines.filter((l) => l.status === "record").length ?? 0;
  const choose = (chosen: File | null) => {
    setFile(chosen);
    apply.reset();
    if (chosen) read.mutate(chosen);
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Text fw={600}>{t.returnsFile.title}</Text>
        <Text size="sm">{t.returnsFile.intro}</Text>
        <Group>
          <FileButton onChange={choose} accept=".xml,application/xml,text/xml">
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={read.isPending}
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                {t.returnsFile.choose}
              </Button>
            )}
          </FileButton>
          {file ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {file.name}
            </Text>
          ) : null}
        </Group>
        {[read.error, apply.error]
          .map(errorText)
          .filter(Boolean)
          .map((message) => (
            <FormAlert key={message} kind="error">
              {message}
            </FormAlert>
          ))}
        {shown ? (
          <>
            <Text size="sm" c="dimmed">
              {t.returnsFile.summary(shown.version, shown.lines.length)}
            </Text>
            <PlainList gap="xs" label={t.returnsFile.title}>
              {shown.lines.map((line) => (
                <li
                  key={[line.endToEndId, line.runId, line.status, line.reasonCode, line.returnedOn].join(" ")}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                        {line.invoiceNumber ?? line.endToEndId}
                        {line.memberName ? ` · ${line.memberName}` : ""}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t.returnsFile.line(
                          line.amountMinor === null ? "" : money(line.amountMinor, "EUR"),
                          line.reasonCode,
                          line.feeMinor > 0 ? money(line.feeMinor, "EUR") : null,
                          calendarDate(line.returnedOn, club),
                        )}
                      </Text>
                    </Stack>
                    <Badge variant="light" color={returnColor[line.status]} style={{ flexShrink: 0 }}>
                      {t.returnsFile.status[line.status]}
                    </Badge>
                  </Group>
                </li>
              ))}
            </PlainList>
            {read.data && !apply.data ? (
              <Group justify="flex-end">
                <Button variant="default" onClick={() => choose(null)}>
                  {t.cancel}
                </Button>
                <Button
                  loading={apply.isPending}
                  disabled={toRecord === 0 || !file}
                  onClick={() => file && apply.mutate(file)}
                >
                  {t.returnsFile.record(toRecord)}
                </Button>
              </Group>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

function ItemsTable({ items, run }: { items: RunItem[]; run?: Run }) {
  const t = useMessages("billing").sepa;
  const money = useMoney();
  const [returning, setReturning] = useState<string | null>(null);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.columns.invoice}</Table.Th>
            <Table.Th>{t.columns.member}</Table.Th>
            <Table.Th>{t.columns.account}</Table.Th>
            <Table.Th ta="right">{t.columns.amount}</Table.Th>
            {run ? <Table.Th>{t.columns.status}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                {item.invoiceNumber}
                <Text size="xs" c="dimmed">
                  {item.sequence} · {item.mandateReference}
                </Text>
              </Table.Td>
              <Table.Td>{item.memberName}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{item.ibanMasked}</Table.Td>
              <Table.Td ta="right">{money(item.amountMinor, "EUR")}</Table.Td>
              {run ? (
                <Table.Td>
                  <Stack gap={4}>
                    <Text size="sm">
                      {t.itemStatus[item.status]}
                      {item.returnReason ? ` (${item.returnReason})` : ""}
                    </Text>
                    {item.status !== "returned" && run.id ? (
                      returning === item.id ? (
                        <ReturnForm runId={run.id} item={item} onDone={() => setReturning(null)} />
                      ) : (
                        <Button size="compact-xs" variant="subtle" onClick={() => setReturning(item.id)}>
                          {t.recordReturn}
                        </Button>
                      )
                    ) : null}
                  </Stack>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReturnForm({ runId, item, onDone }: { runId: string; item: RunItem; onDone: () => void }) {
  const t = useMessages("billing").sepa;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [reasonCode, setReason] = useState("");
  const [fee, setFee] = useState<number | string>(0);
  const [returnedOn, setReturnedOn] = useState(() => clubToday(club));
  const save = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: () =>
      recordSepaReturn(club.id, runId, item.invoiceId, {
        reasonCode,
        // Euros typed, cents sent: by the currency's digits, not a float's product.
        feeMinor: toMinor(Number(fee), "EUR") ?? -1,
        returnedOn,
      }),
    onSuccess: () => {
      notify(t.returned(item.invoiceNumber));
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
      onDone();
    },
  });
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        label={t.reason}
        value={reasonCode}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <NumberInput size="xs" label={t.fee} decimalScale={2} min={0} value={fee} onChange={setFee} />
      <ClubDateInput label={t.returnedOn} value={returnedOn} onChange={setReturnedOn} />
      {errorText(save.error) ? <FormAlert kind="error">{errorText(save.error)}</FormAlert> : null}
      <Group gap="xs">
        <Button size="compact-xs" loading={save.isPending} onClick={() => save.mutate()}>
          {t.saveReturn}
        </Button>
        <Button size="compact-xs" variant="default" onClick={onDone}>
          {t.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

function RunDetail({ runId, onBack }: { runId: string; onBack: () => void }) {
  const t = useMessages("billing").sepa;
  const { club, can } = useCurrentClub();
  const money = useMoney();
  const queryClient = useQueryClient();
  const run = useQuery(sepaRunQuery(club.id, runId));
  const settle = useMutation({
    // Refusals show inline, where they were asked for, not as a toast too; the rest (an ended session, no
    // connection) goes through the app's error handling.
    meta: { handleErrors: false },
    onError: (error) => void refusalOf(error),
    mutationFn: () => settleSepaRun(club.id, runId),
    onSuccess: () => {
      notify(t.settled);
      void queryClient.invalidateQueries({ queryKey: billingKeys.all(club.id) });
    },
  });
  const data = run.data;
  return (
    <Stack gap="md">
      <Group>
        <Button variant="subtle" onClick={onBack}>
          {t.back}
        </Button>
      </Group>
      {data ? (
        <>
          <Text fw={600}>{t.runTitle(calendarDate(data.collectionDate, club))}</Text>
          <Text size="sm">
            {t.totals(data.count, money(data.totalMinor, "EUR"), data.firstCount, data.recurringCount)}
          </Text>
          {can("billing.manage") ? (
            <Group gap="xs" wrap="wrap">
              <Button
                component="a"
                href={sepaRunFileHref(club.id, runId)}
                download
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t.download(data.painVersion)}
              </Button>
              {data.status === "exported" ? (
                <Button loading={settle.isPending} onClick={() => settle.mutate()}>
                  {t.settle}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {errorText(settle.error) ? <FormAlert kind="error">{errorText(settle.error)}</FormAlert> : null}
          <ItemsTable items={data.items} run={data} />
        </>
      ) : null}
    </Stack>
  );
}
