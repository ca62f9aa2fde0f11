/** The rich-text field (src/web/components/RichTextEditor.tsx) in English: its toolbar and its variables. */
export default {
  /** What the field shows while its editor downloads. */
  loading: "Loading the editor…",
  /** The name of the toolbar (a group of buttons). */
  toolbar: "Formatting",
  /** The menu that puts a {{variable}} where the cursor is. */
  insertVariable: "Insert variable",
  /** What each variable stands for, shown beside its {{name}} in the menu. */
  variables: {
    first_name: "First name",
    last_name: "Last name",
    full_name: "Full name",
    email: "E-mail address",
    club_name: "Club name",
    membership_type: "Membership type",
    membership_status: "Membership status",
    membership_end: "Membership end date",
    membership_number: "Membership number",
  },
  /** The toolbar's buttons (read by screen readers and shown as tooltips). */
  controls: {
    bold: "Bold",
    italic: "Italic",
    underline: "Underline",
    strike: "Strikethrough",
    clearFormatting: "Clear formatting",
    h2: "Heading",
    h3: "Subheading",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    blockquote: "Quote",
    link: "Link",
    unlink: "Remove link",
    undo: "Undo",
    redo: "Redo",
    linkInput: "Link address",
    linkPlaceholder: "https://example.com",
    linkExternal: "Open in a new tab",
    linkInternal: "Open in the same tab",
    linkSave: "Save",
  },
};
