import { Button, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  IconBook2,
  IconBuildingBank,
  IconDownload,
  IconFileInvoice,
  IconFilePlus,
  IconWallet,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EmptyList } from "../../components/EmptyState.tsx";
import { PagedList, searchPaging } from "../../components/PagedList.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { OnceOpened } from "../../lib/lazy.tsx";
import type { SearchProps } from "../../lib/search-params.ts";
import { invoicesCsvHref, invoicesQuery } from "./api.ts";
import { LazyAccountsDrawer, LazyDirectDebitDrawer, LazyInvoiceDialog, preloads } from "./dialogs.ts";
import { InvoiceDrawer } from "./InvoiceDrawer.tsx";
import { InvoiceFilters } from "./InvoiceFilters.tsx";
import { InvoiceCards, InvoiceTable } from "./InvoiceList.tsx";
import { ExportMenu, PaymentsExport } from "./PaymentsExport.tsx";
import { type BillingSearch, isFiltered, isRangeReversed } from "./search.ts";
import { TotalsPanel } from "./TotalsPanel.tsx";
import { UnmatchedPayments } from "./UnmatchedPayments.tsx";

/**
 * /billing for staff (issue 15): the club's totals, its invoices and credit notes a page at a time (searched,
 * filtered and sorted by the server, everything of it in the URL), the exports, a new invoice, and one document
 * in a drawer (`?invoice=`) with what can be done with it. Managers read; owners and admins change.
 */
export function BillingScreen({ search, onSearch }: SearchProps<BillingSearch>) {
  const t = useMessages("billing");
  usePageTitle(t.screen.title);
  const { club, can } = useCurrentClub();
  const clubId = club.id;
  const wide = useWidthFrom("md");
  const phone = !useWidthFrom("sm");
  const manage = can("billing.manage");
  const reversed = isRangeReversed(search);
  const list = useQuery(invoicesQuery(clubId, search, !reversed));
  const [creating, create] = useDisclosure(false);
  const [debiting, debit] = useDisclosure(false);
  const [accounting, accounts] = useDisclosure(false);

  const openInvoice = (invoiceId: string | undefined) => onSearch({ ...search, invoice: invoiceId });
  // The member the list is narrowed to, named by one of their documents when the page shows one.
  const memberName = search.memberId
    ? list.data?.invoices.find((i) => i.memberId === search.memberId)?.billTo.name
    : undefined;

  return (
    // One club's list and open drawer never show in another: a new club is a new screen.
    <Stack key={clubId} gap="lg" maw={1280}>
      <ScreenHeader title={t.screen.title} intro={t.screen.intro(club.name)}>
        <Group gap="xs" wrap="wrap">
          {phone ? (
            <ExportMenu invoicesHref={invoicesCsvHref(clubId, search)} />
          ) : (
            <>
              <Button
                variant="default"
                component="a"
                href={invoicesCsvHref(clubId, search)}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t.screen.exportInvoices}
              </Button>
              <PaymentsExport />
            </>
          )}
          {phone ? null : (
            <Button
              variant="default"
              component={Link}
              to="/billing/journal"
              leftSection={<IconBook2 size={16} aria-hidden />}
            >
              {t.journal.open}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconWallet size={16} aria-hidden />}
            {...preloads(LazyAccountsDrawer)}
            onClick={accounts.open}
          >
            {t.accounts.open}
          </Button>
          <Button
            variant="default"
            leftSection={<IconBuildingBank size={16} aria-hidden />}
            {...preloads(LazyDirectDebitDrawer)}
            onClick={debit.open}
          >
            {t.sepa.button}
          </Button>
          {manage ? (
            <Button
              leftSection={<IconFilePlus size={16} aria-hidden />}
              {...preloads(LazyInvoiceDialog)}
              onClick={create.open}
            >
              {t.screen.newInvoice}
            </Button>
          ) : null}
        </Group>
      </ScreenHeader>

      <UnmatchedPayments />
      <TotalsPanel />

      <InvoiceFilters search={search} onSearch={onSearch} memberName={memberName} />

      {reversed ? null : (
        <PagedList
          query={list}
          count={(data) => data.invoices.length}
          texts={t.list}
          empty={
            <EmptyList
              filtered={isFiltered(search)}
              search={search}
              onSearch={onSearch}
              texts={t.empty}
              icon={<IconFileInvoice size={24} stroke={1.75} />}
              help={manage ? t.empty.createFirst : t.empty.noneYet}
              add={t.screen.newInvoice}
              onAdd={manage ? create.open : undefined}
            />
          }
          {...searchPaging(search, onSearch)}
        >
          {(data) =>
            wide ? (
              <InvoiceTable
                invoices={data.invoices}
                search={search}
                onOpen={openInvoice}
                onSort={(sort, order) => onSearch({ ...search, sort, order, page: undefined })}
              />
            ) : (
              <InvoiceCards invoices={data.invoices} search={search} onOpen={openInvoice} />
            )
          }
        </PagedList>
      )}

      <InvoiceDrawer
        invoiceId={search.invoice}
        onOpen={openInvoice}
        onClose={() => openInvoice(undefined)}
        onMember={(memberId) => onSearch({ ...search, memberId, page: undefined, invoice: undefined })}
      />

      <OnceOpened opened={accounting}>
        <LazyAccountsDrawer opened={accounting} onClose={accounts.close} />
      </OnceOpened>

      <OnceOpened opened={debiting}>
        <LazyDirectDebitDrawer opened={debiting} onClose={debit.close} />
      </OnceOpened>

      {manage ? (
        <OnceOpened opened={creating}>
          <LazyInvoiceDialog
            opened={creating}
            onClose={create.close}
            draft={null}
            onSaved={(invoice) => onSearch({ ...search, invoice: invoice.id })}
          />
        </OnceOpened>
      ) : null}
    </Stack>
  );
}
