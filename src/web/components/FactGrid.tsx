import { SimpleGrid, type SimpleGridProps, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A label and its value. */
export interface Fact {
  label: string;
  value: ReactNode;
}

/** A record's facts as a description list (`<dl>`): each label small above its value, `cols` to a row. */
export function FactGrid({ facts, cols }: { facts: Fact[]; cols: SimpleGridProps["cols"] }) {
  return (
    <SimpleGrid cols={cols} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
            {fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
