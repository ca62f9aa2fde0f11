import { useCallback, useState } from "react";

/**
 * A dialog opened for a value (a tee time, a booking, a payment to refund): the value stays after it closes,
 * so that the dialog plays its closing transition with its content.
 */
export function useDialog<T>() {
  const [state, setState] = useState<{ value: T; opened: boolean } | null>(null);
  const open = useCallback((value: T) => setState({ value, opened: true }), []);
  const close = useCallback(() => setState((s) => (s ? { ...s, opened: false } : s)), []);
  return { value: state?.value ?? null, opened: state?.opened ?? false, open, close };
}
