import { Box, Button, Collapse, Grid, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { type ReactElement, type ReactNode, useId, useState } from "react";
import { useWidthFrom } from "../lib/breakpoints.ts";
import { useOpenedOnce } from "../lib/lazy.tsx";

/**
 * A list's search box and filters above it: in a row on a wide screen; on a phone, the search beside a button
 * that shows the filters (drawn when first shown, not hidden under the closed panel with the list) and counts
 * those in use.
 */
export function ListFilters({
  search,
  filters,
  active,
  buttonLabel,
  open = false,
  children,
}: {
  /** The search box. */
  search: ReactNode;
  /** The filters, each with a key, each a quarter of the row beside the search on a wide screen. */
  filters: ReactElement[];
  /** How many filters are in use. */
  active: number;
  /** The phone's button: "Filters", or "Filters (2)" with two in use. */
  buttonLabel: string;
  /** Shown on a phone whatever the button says (a filter with a message to read). */
  open?: boolean;
  /** What follows the filters (what else narrows the list). */
  children?: ReactNode;
}) {
  const phone = !useWidthFrom("sm");
  const id = useId();
  const [shown, setShown] = useState(false);
  const drawn = useOpenedOnce(shown || open);

  if (phone) {
    return (
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Box flex={1} miw={0}>
            {search}
          </Box>
          <Button
            variant={active > 0 ? "light" : "default"}
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            onClick={() => setShown((v) => !v)}
            aria-expanded={shown}
            aria-controls={id}
          >
            {buttonLabel}
          </Button>
        </Group>
        <Collapse expanded={shown || open} id={id}>
          {drawn ? (
            <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
              {filters}
            </SimpleGrid>
          ) : null}
        </Collapse>
        {children}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 4 }}>{search}</Grid.Col>
        {filters.map((filter) => (
          <Grid.Col key={filter.key} span={{ base: 6, md: 2 }}>
            {filter}
          </Grid.Col>
        ))}
      </Grid>
      {children}
    </Stack>
  );
}
