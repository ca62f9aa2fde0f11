/**
 * An object of texts by key whose every property reads its text when it is read, in the language in use
 * (`read` looks it up in a catalog): `labels.active` is German on a German screen and in the answer to a
 * German request. For modules that export a plain object of texts (`statusLabels[status]`), so that their
 * callers keep working unchanged. `others` are plain members of the object besides (functions that make a
 * text). Never spread the object: a copy keeps the texts of the moment it was made.
 */
export function liveTexts<K extends string, O extends object = Record<never, never>>(
  keys: readonly K[],
  read: (key: K) => string,
  others?: O,
): Readonly<Record<K, string>> & Readonly<O> {
  const texts = { ...others } as Record<K, string> & O;
  for (const key of keys) {
    Object.defineProperty(texts, key, { get: () => read(key), enumerable: true });
  }
  return Object.freeze(texts);
}
