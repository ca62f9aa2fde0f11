/** A UUID written as text (lower-case hex, no anchors), for patterns that hold one: the one copy (issue 31 §5). */
export const UUID_TEXT = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const UUID = new RegExp(`^${UUID_TEXT}$`, "i");

/** Whether `value` is written as a UUID (any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
