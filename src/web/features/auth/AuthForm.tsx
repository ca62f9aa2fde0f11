import { Button, Stack, TextInput } from "@mantine/core";
import type { FormEvent, ReactNode } from "react";
import { FormAlert } from "../../components/FormAlert.tsx";

/**
 * An account screen's form: its notices and its error on top, its fields, the submit button across the card,
 * and what follows it (other ways in, links).
 */
export function AuthForm({
  onSubmit,
  notice,
  error,
  submit,
  submitting,
  after,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Said above the error (e.g. "Your address is confirmed"). */
  notice?: ReactNode;
  /** What went wrong, or nothing. */
  error: ReactNode;
  submit: string;
  submitting: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit}>
      <Stack gap="md">
        {notice}
        {error ? <FormAlert kind="error">{error}</FormAlert> : null}
        {children}
        <Button type="submit" fullWidth loading={submitting}>
          {submit}
        </Button>
        {after}
      </Stack>
    </form>
  );
}

/** The e-mail address a form asks for first, with the focus in it. */
export function EmailInput({ label }: { label: string }) {
  return <TextInput label={label} name="email" type="email" autoComplete="email" required autoFocus />;
}
