import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/**
 * One line of a DNS record as a club copies it into its provider: what it is, the text in monospace (wrapping
 * anywhere), and a copy button that says when it copied. The sending-domain settings and the DNS help article
 * both show the club's records with it.
 */
export function RecordLine(props: {
  label: string;
  value: string;
  /** The copy button's name, e.g. "Copy the DKIM host". */
  copyLabel: string;
  /** What the button says once it copied, in the screen's language. */
  copiedLabel: string;
  size?: "md" | "lg";
}) {
  const { label, value, copyLabel, copiedLabel, size = "md" } = props;
  const icon = size === "lg" ? 16 : 14;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: 12 }}>
          {value}
        </Code>
      </Stack>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? copiedLabel : copyLabel} withArrow position="left">
            <ActionIcon
              variant={copied ? "light" : "default"}
              color={copied ? "teal" : undefined}
              onClick={copy}
              aria-label={copied ? `${copyLabel}: ${copiedLabel}` : copyLabel}
              size={size}
            >
              {copied ? <IconCheck size={icon} aria-hidden /> : <IconCopy size={icon} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
