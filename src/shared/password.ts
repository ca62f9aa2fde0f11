import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth.ts";
import { message } from "./i18n/zod.ts";
import { text } from "./text.ts";

/** The password of a new account (an invitation's registration, joining online): 8 to 128 characters. */
export const newPasswordSchema = text()
  .min(
    PASSWORD_MIN_LENGTH,
    message((m) => m.invitations.passwordTooShort(PASSWORD_MIN_LENGTH)),
  )
  .max(
    PASSWORD_MAX_LENGTH,
    message((m) => m.invitations.passwordTooLong(PASSWORD_MAX_LENGTH)),
  );
