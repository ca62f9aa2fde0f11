import { Group, Stack, Text } from "@mantine/core";

/** A club's bank account as its financial settings give it; any part may be missing. */
export interface BankAccount {
  accountHolder: string | null;
  bankName: string | null;
  accountNumber: string | null;
  routingCode: string | null;
}

/** The terms of the list, in the reader's language (each screen's own catalog). */
export interface BankAccountLabels {
  accountHolder: string;
  bankName: string;
  accountNumber: string;
  routingCode: string;
  reference: string;
}

/** Whether the club has told any part of its bank account. */
export function bankAccountGiven(bank: BankAccount | null | undefined): bank is BankAccount {
  return Boolean(bank && (bank.accountHolder || bank.bankName || bank.accountNumber || bank.routingCode));
}

/**
 * Where to send a bank transfer and the reference to quote (an invoice's number): the applicant's joining
 * invoice and a member's invoice where the club takes no payments online. A definition list, each term over its
 * value on a phone and beside it from a tablet's width; the parts the club has not told are left out.
 */
export function BankTransferDetails({
  bank,
  reference,
  labels,
}: {
  bank: BankAccount;
  reference: string;
  labels: BankAccountLabels;
}) {
  const rows = (
    [
      [labels.accountHolder, bank.accountHolder],
      [labels.bankName, bank.bankName],
      [labels.accountNumber, bank.accountNumber],
      [labels.routingCode, bank.routingCode],
      [labels.reference, reference],
    ] as const
  ).filter((row): row is readonly [string, string] => Boolean(row[1]));
  return (
    <Stack component="dl" gap={4} m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap={0} wrap="wrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" w={{ base: "100%", sm: 150 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} ff="monospace" m={0} style={{ overflowWrap: "anywhere" }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
