import { type ChangeEvent, useRef, useState } from "react";
import type { FieldErrors } from "./zod-form.ts";

/**
 * A form of text fields kept in state (the join page, an invitation's account): the values by field, each
 * field's message (gone once the field is changed), and the problem no field of the form shows. `formFields`
 * are the fields the form shows a message under; a message for any other path goes to the problem.
 */
export function useTextForm<V extends { [K in keyof V]: string }>(
  initial: () => V,
  formFields: readonly string[],
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (key: keyof V & string) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  return {
    formRef,
    values,
    errors,
    problem,
    setProblem,
    set,
    /** What a text field of the form takes: its name, its value, its changes and its message. */
    field: (key: keyof V & string) => ({
      name: key,
      value: values[key],
      onChange: (e: ChangeEvent<HTMLInputElement>) => set(key)(e.currentTarget.value),
      error: errors[key],
    }),
    /** Shows the fields' messages (the others as the problem) and puts the focus on the first field with one. */
    showFields(fields: FieldErrors) {
      setErrors(fields);
      const elsewhere = Object.entries(fields)
        .filter(([path]) => !formFields.includes(path))
        .map(([, message]) => message);
      setProblem(elsewhere.length > 0 ? elsewhere.join(" ") : null);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
    /** No message on any field, and no problem. */
    clear() {
      setErrors({});
      setProblem(null);
    },
  };
}
