import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconHomeStar } from "@tabler/icons-react";

/** The Clubhouse mark and name. */
export function Logo({ size = "md" }: { size?: "sm" | "md" | "lg" }) {
  const icon = size === "lg" ? 40 : size === "md" ? 32 : 28;
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={icon} radius="md" variant="filled" aria-hidden>
        <IconHomeStar size={icon * 0.6} stroke={1.75} />
      </ThemeIcon>
      <Text component="span" fw={700} fz={size === "lg" ? 24 : size === "md" ? 20 : 18} lh={1}>
        Clubhouse
      </Text>
    </Group>
  );
}
