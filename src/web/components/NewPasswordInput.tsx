import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/auth.ts";

interface NewPasswordInputProps extends Omit<PasswordInputProps, "description" | "minLength" | "maxLength"> {
  /** The hint under the field, with the shortest length allowed ("At least 8 characters."). */
  hint: (min: number) => string;
}

/**
 * A field for a password being chosen (sign-up, reset, an invitation, the join page): the browser is told it is
 * new, and the lengths better-auth accepts are the field's own, with the hint that names the shortest.
 */
export function NewPasswordInput({ hint, ...props }: NewPasswordInputProps) {
  return (
    <PasswordInput
      autoComplete="new-password"
      {...props}
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      description={hint(PASSWORD_MIN_LENGTH)}
    />
  );
}
