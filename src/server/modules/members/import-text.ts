import { AppError } from "../../errors.ts";
import { t } from "../../i18n.ts";

/**
 * The text of the file: UTF-8, with or without a byte order mark; line ends made \n (CRLF and CR too). A file
 * that is not UTF-8 answers 400 naming the first line that is not, as any body that is not UTF-8 does
 * (decision 021).
 */
export function decodeImportText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/\r\n?/g, "\n");
  } catch {
    const lenient = new TextDecoder("utf-8").decode(bytes).replace(/\r\n?/g, "\n");
    const at = lenient.indexOf("\uFFFD");
    const line = at < 0 ? 1 : lenient.slice(0, at).split("\n").length;
    throw new AppError("BAD_REQUEST", t("errors").import.notUtf8(line));
  }
}
