import { Button, Menu, Text } from "@mantine/core";
import { RichTextEditor as MantineEditor, type RichTextEditorLabels } from "@mantine/tiptap";
import { IconBraces, IconChevronDown } from "@tabler/icons-react";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useMemo, useRef, useState } from "react";
import { templateVariables } from "../../../shared/template-variables.ts";
import { useMessages } from "../../lib/i18n.ts";

/** What the editor writes for an empty document: the field's value is "" then. */
function normalised(html: string): string {
  return html === "<p></p>" ? "" : html;
}

export interface EditorProps {
  /** The editable area's id: the label points at it, and clicking the label focuses it. */
  id: string;
  labelId: string;
  /** The ids of the description and the error under the field, read after its name. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur: (() => void) | undefined;
  withVariables: boolean;
  minHeight: number;
}

/**
 * The rich-text editor itself: tiptap's StarterKit (paragraphs, headings, lists, quotes, bold, italic,
 * underline, strikethrough, links) in Mantine's frame, with a menu that inserts a template's {{variable}} at
 * the cursor. Its own module, loaded lazily by components/RichTextEditor.tsx: tiptap weighs about 170 KB.
 */
export function Editor({
  id,
  labelId,
  describedBy,
  invalid,
  required,
  value,
  onChange,
  onBlur,
  withVariables,
  minHeight,
}: EditorProps) {
  const t = useMessages("richText");
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  const attributes = useMemo(() => {
    const found: Record<string, string> = {
      id,
      role: "textbox",
      "aria-multiline": "true",
      "aria-labelledby": labelId,
      "aria-invalid": String(invalid),
      "aria-required": String(required),
      style: `min-height: ${minHeight}px`,
    };
    if (describedBy) found["aria-describedby"] = describedBy;
    return found;
  }, [id, labelId, describedBy, invalid, required, minHeight]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, defaultProtocol: "https" },
      }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => latest.current.onChange(normalised(current.getHTML())),
    onBlur: () => latest.current.onBlur?.(),
  });

  // The attributes follow the field (an error appears, the description changes).
  // A destroyed editor (tiptap destroys and makes it again as the dialog mounts) has no schema or view: it is
  // left alone (its getHTML threw 'Cannot read properties of null', and the screen showed its error).
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A value set from outside (a template loaded, the form reset) replaces the document.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== normalised(editor.getHTML())) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t.controls.bold,
      italicControlLabel: t.controls.italic,
      underlineControlLabel: t.controls.underline,
      strikeControlLabel: t.controls.strike,
      clearFormattingControlLabel: t.controls.clearFormatting,
      h2ControlLabel: t.controls.h2,
      h3ControlLabel: t.controls.h3,
      bulletListControlLabel: t.controls.bulletList,
      orderedListControlLabel: t.controls.orderedList,
      blockquoteControlLabel: t.controls.blockquote,
      linkControlLabel: t.controls.link,
      unlinkControlLabel: t.controls.unlink,
      undoControlLabel: t.controls.undo,
      redoControlLabel: t.controls.redo,
      linkEditorInputLabel: t.controls.linkInput,
      linkEditorInputPlaceholder: t.controls.linkPlaceholder,
      linkEditorExternalLink: t.controls.linkExternal,
      linkEditorInternalLink: t.controls.linkInternal,
      linkEditorSave: t.controls.linkSave,
    }),
    [t],
  );

  // After a variable is chosen the caret stays in the text, after it (tiptap focuses the editor in the next
  // frame): the menu does not hand the focus back to its button then, as Mantine does 10 ms after closing.
  // Closed any other way (Escape, a click outside), the button has the focus again.
  const [returnFocus, setReturnFocus] = useState(true);
  const insert = (name: string) => {
    setReturnFocus(false);
    editor?.chain().focus().insertContent(`{{${name}}}`).run();
  };

  return (
    <MantineEditor
      editor={editor}
      labels={labels}
      styles={{
        root: invalid ? { borderColor: "var(--mantine-color-error)" } : undefined,
      }}
    >
      <MantineEditor.Toolbar role="toolbar" aria-label={t.toolbar}>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Bold />
          <MantineEditor.Italic />
          <MantineEditor.Underline />
          <MantineEditor.Strikethrough />
          <MantineEditor.ClearFormatting />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.H2 />
          <MantineEditor.H3 />
          <MantineEditor.BulletList />
          <MantineEditor.OrderedList />
          <MantineEditor.Blockquote />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Link />
          <MantineEditor.Unlink />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Undo />
          <MantineEditor.Redo />
        </MantineEditor.ControlsGroup>
        {withVariables && (
          <Menu
            position="bottom-start"
            withinPortal
            shadow="md"
            returnFocus={returnFocus}
            onOpen={() => setReturnFocus(true)}
          >
            <Menu.Target>
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconBraces size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                {t.insertVariable}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah={320} style={{ overflowY: "auto" }}>
              {templateVariables.map((name) => (
                <Menu.Item key={name} onClick={() => insert(name)}>
                  <Text size="sm" ff="monospace">{`{{${name}}}`}</Text>
                  <Text size="xs" c="dimmed">
                    {t.variables[name]}
                  </Text>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </MantineEditor.Toolbar>
      <MantineEditor.Content />
    </MantineEditor>
  );
}
