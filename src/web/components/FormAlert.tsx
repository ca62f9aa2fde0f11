import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

const looks = {
  error: { color: "red", Icon: IconAlertCircle },
  success: { color: "teal", Icon: IconCircleCheck },
  info: { color: "brand", Icon: IconInfoCircle },
} as const;

/** A message at the top of a form; errors are announced to screen readers. */
export function FormAlert({ kind, children }: { kind: keyof typeof looks; children: ReactNode }) {
  const { color, Icon } = looks[kind];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      role={kind === "error" ? "alert" : "status"}
    >
      {children}
    </Alert>
  );
}
