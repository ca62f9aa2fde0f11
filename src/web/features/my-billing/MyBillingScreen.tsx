import { Stack, Text, Title } from "@mantine/core";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import type { SearchProps } from "../../lib/search-params.ts";
import { MyBillingPanel } from "./MyBillingPanel.tsx";
import type { MyBillingSearch } from "./search.ts";

/**
 * /billing for a member: their own invoices under the screen's title. The invoice's view names the browser's
 * tab itself (its number).
 */
export function MyBillingScreen({ search, onSearch }: SearchProps<MyBillingSearch>) {
  const t = useMessages("myBilling").screen;
  const { club } = useCurrentClub();
  // An empty title leaves the tab's name to the invoice's view.
  usePageTitle(search.invoice ? "" : t.title);
  return (
    // One club's invoices never show in another: a new club is a new screen.
    <Stack key={club.id} gap="lg" maw={980}>
      <Stack gap={2} miw={0}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.title}
        </Title>
        {search.invoice ? null : (
          <Text size="sm" c="dimmed">
            {t.intro(club.name)}
          </Text>
        )}
      </Stack>
      <MyBillingPanel search={search} onSearch={onSearch} />
    </Stack>
  );
}
