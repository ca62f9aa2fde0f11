import { useState } from "react";

/**
 * A form's values in one state, and the change of some of them: each change also calls `edited` (a dialog's
 * form then drops the server's messages and checks its own again).
 */
export function useFormValues<V extends object>(
  initial: V | (() => V),
  edited: () => void,
): [V, (next: Partial<V>) => void] {
  const [values, setValues] = useState(initial);
  const change = (next: Partial<V>) => {
    setValues({ ...values, ...next });
    edited();
  };
  return [values, change];
}
