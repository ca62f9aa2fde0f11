import { Input, Skeleton } from "@mantine/core";
import { Suspense, useId } from "react";
import { useMessages } from "../lib/i18n.ts";
import { lazyComponent } from "../lib/lazy.tsx";

/** The editor's code (tiptap, about 170 KB), downloaded when a rich-text field is first drawn. */
const Editor = lazyComponent(() => import("./rich-text/Editor.tsx").then((module) => module.Editor));

export interface RichTextEditorProps {
  label: string;
  /** The text as HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  description?: string | undefined;
  required?: boolean;
  /** The "Insert variable" menu of a template's {{variables}} (shown unless false). */
  withVariables?: boolean;
  /** The editable area's least height in pixels (160 unless given). */
  minHeight?: number;
  id?: string;
}

/**
 * A rich-text field, controlled like a Mantine input: a label, a description and an error around an editor
 * whose value is HTML (bold, italic, underline, headings, lists, quotes, links), with an "Insert variable"
 * menu that puts a template's {{variable}} at the cursor. The editor's code loads when the field is first
 * drawn (`RichTextEditor.preload()` starts it earlier). What it writes is sanitised by the server.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  required = false,
  withVariables = true,
  minHeight = 160,
  id: givenId,
}: RichTextEditorProps) {
  const t = useMessages("richText");
  const generated = useId();
  const id = givenId ?? `rich-text-${generated.replace(/:/g, "")}`;
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => document.getElementById(id)?.focus() }}
      description={description}
      descriptionProps={descriptionId ? { id: descriptionId } : undefined}
      error={error}
      errorProps={errorId ? { id: errorId } : undefined}
      required={required}
      // As the app's text fields: required, without an asterisk (features/preferences/theme.ts).
      withAsterisk={false}
    >
      <Suspense
        fallback={
          <Skeleton h={minHeight + 44} radius="sm" role="status" aria-busy="true" aria-label={t.loading} />
        }
      >
        <Editor
          id={id}
          labelId={labelId}
          describedBy={describedBy}
          invalid={Boolean(error)}
          required={required}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          withVariables={withVariables}
          minHeight={minHeight}
        />
      </Suspense>
    </Input.Wrapper>
  );
}

RichTextEditor.preload = Editor.preload;
