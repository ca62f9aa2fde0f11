import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useMessages } from "../lib/i18n.ts";

/** How long after the last key a list's search goes to the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box. It shows what is typed at once and calls `onSearch` 300 ms after the last key with
 * the trimmed term (undefined when empty); when `value` (the URL's term) changes otherwise — Back, Clear
 * filters — the box follows it.
 */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  label,
  style,
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
  placeholder: string;
  /** "Search" unless given. */
  label?: string;
  style?: CSSProperties;
}) {
  const t = useMessages("common").search;
  const [text, setText] = useState(value ?? "");
  const pushed = useRef(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  const push = useDebouncedCallback((typed: string) => {
    const q = typed.trim() || undefined;
    if (q === latest.current.value) return;
    pushed.current = q;
    latest.current.onSearch(q);
  }, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (value !== pushed.current) {
      pushed.current = value;
      setText(value ?? "");
    }
  }, [value]);

  return (
    <TextInput
      style={style}
      label={label ?? t.label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={100}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t.clear}
            onClick={() => {
              setText("");
              push("");
            }}
          />
        ) : null
      }
    />
  );
}
