import { Button, type ButtonProps, Group, type GroupProps } from "@mantine/core";

/** A form's Cancel and submit buttons, side by side (on the right unless `justify` says otherwise). */
export function FormButtons({
  cancel,
  submit,
  onCancel,
  pending,
  justify = "flex-end",
  submitProps,
}: {
  cancel: string;
  submit: string;
  onCancel: () => void;
  /** While the form is sent: the submit button spins and Cancel waits. */
  pending: boolean;
  justify?: GroupProps["justify"];
  submitProps?: Omit<ButtonProps, "children" | "loading"> & { "data-autofocus"?: boolean };
}) {
  return (
    <Group justify={justify} gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" loading={pending} {...submitProps}>
        {submit}
      </Button>
    </Group>
  );
}
