import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconDots, IconMailPlus, IconPencil, IconPlus, IconRestore, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Template } from "../../../shared/communication-templates.ts";
import { type TemplateCategory, templateCategories } from "../../../shared/communications.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ListTable } from "../../components/ListTable.tsx";
import { Permitted } from "../../components/NoPermission.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { RichTextEditor } from "../../components/RichTextEditor.tsx";
import { SearchInput } from "../../components/SearchInput.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { clubDay } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";
import { notify } from "../../lib/notify.ts";
import { deleteTemplate, type TemplateFilter, templateKeys, templatesQuery } from "./api.ts";

/** The editor's drawer, downloaded when it first opens (or when the pointer reaches what opens it). */
const TemplateEditor = lazyComponent(() => import("./TemplateEditor.tsx").then((m) => m.TemplateEditor));
const preloadEditor = () => {
  void TemplateEditor.preload();
  void RichTextEditor.preload();
};

/** /communication-templates: the club's templates and the product's e-mails (issue 16, item 1). */
export function TemplatesScreen() {
  const t = useMessages("communicationTemplates");
  usePageTitle(t.title);
  const { club } = useCurrentClub();
  return (
    <Permitted permission="communications.send" title={t.noPermissionTitle} text={t.noPermissionText}>
      <Templates key={club.id} />
    </Permitted>
  );
}

/** The colour of a category's badge. */
const CATEGORY_COLOR: Record<TemplateCategory, string> = {
  announcement: "blue",
  event: "grape",
  reminder: "orange",
  billing: "teal",
  welcome: "pink",
  other: "gray",
};

function CategoryBadge({ category }: { category: TemplateCategory }) {
  const t = useMessages("communicationTemplates").categories;
  return (
    <Badge variant="light" color={CATEGORY_COLOR[category]} radius="sm">
      {t[category]}
    </Badge>
  );
}

function Templates() {
  const t = useMessages("communicationTemplates");
  const { club } = useCurrentClub();
  const wide = useWidthFrom("sm");
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TemplateFilter>({});
  // The built-ins in the screen's language (issue 33); the editor switches to another language's version.
  const locale = useLocale();
  const templates = useQuery(templatesQuery(club.id, filter, locale));
  const [editing, setEditing] = useState<{ template: Template | null; opened: boolean } | null>(null);
  const [removing, setRemoving] = useState<Template | null>(null);

  const remove = useMutation({
    mutationFn: (template: Template) => deleteTemplate(club.id, template.id, template.language),
    onSuccess: (_, template) => {
      setRemoving(null);
      notify(template.builtinKey ? t.restored(template.name) : t.deleted(template.name));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(club.id) }),
  });

  const open = (template: Template | null) => setEditing({ template, opened: true });

  const header = (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap={2} miw={0} maw={720}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro(club.name)}
        </Text>
      </Stack>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => open(null)}
        onPointerEnter={preloadEditor}
        onFocus={preloadEditor}
      >
        {t.newTemplate}
      </Button>
    </Group>
  );

  const filters = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        value={filter.search}
        label={t.filters.search}
        placeholder={t.filters.searchPlaceholder}
        onSearch={(search) => setFilter((f) => ({ ...f, search }))}
        style={{ flex: "1 1 240px", maxWidth: 360 }}
      />
      <Select
        label={t.filters.category}
        data={[
          { value: "", label: t.filters.allCategories },
          ...templateCategories.map((c) => ({ value: c, label: t.categories[c] })),
        ]}
        value={filter.category ?? ""}
        onChange={(value) =>
          setFilter((f) => ({ ...f, category: (value || undefined) as TemplateCategory | undefined }))
        }
        allowDeselect={false}
        w={{ base: "100%", xs: 220 }}
      />
    </Group>
  );

  let content: ReactNode;
  if (!templates.data) {
    content = <NotLoaded query={templates} texts={t} />;
  } else {
    const builtins = templates.data.filter((x) => x.builtinKey);
    const own = templates.data.filter((x) => !x.builtinKey);
    const filtered = Boolean(filter.search || filter.category);
    const list = (items: Template[], label: string) => (
      <TemplateRows
        items={items}
        label={label}
        wide={wide}
        onEdit={open}
        onRemove={setRemoving}
        busyId={remove.isPending ? remove.variables?.id : undefined}
      />
    );
    content = (
      <Stack gap="xl">
        {builtins.length > 0 || !filtered ? (
          <Stack gap="xs" component="section" aria-labelledby="builtin-templates-title">
            <Title order={2} fz="lg" id="builtin-templates-title">
              {t.builtins.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t.builtins.intro}
            </Text>
            {list(builtins, t.builtins.label)}
          </Stack>
        ) : null}
        <Stack gap="xs" component="section" aria-labelledby="own-templates-title">
          <Title order={2} fz="lg" id="own-templates-title">
            {t.own.title}
          </Title>
          {own.length > 0 ? (
            list(own, t.own.label)
          ) : filtered ? (
            <Text size="sm" c="dimmed" role="status">
              {t.own.noneFound}
            </Text>
          ) : (
            <EmptyState icon={<IconMailPlus size={24} />} title={t.own.emptyTitle}>
              {t.own.emptyText}
            </EmptyState>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1180}>
      {header}
      {filters}
      {content}

      {editing ? (
        <TemplateEditor
          opened={editing.opened}
          template={editing.template}
          onClose={() => setEditing((e) => (e ? { ...e, opened: false } : e))}
        />
      ) : null}

      <ConfirmDialog
        opened={removing !== null}
        title={removing ? (removing.builtinKey ? t.restoreTitle : t.deleteTitle)(removing.name) : ""}
        confirmLabel={removing?.builtinKey ? t.restore : t.delete}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing?.builtinKey ? t.restoreText : t.deleteText}
      </ConfirmDialog>
    </Stack>
  );
}

/** A list of templates: a table on wider screens, cards on a phone. */
function TemplateRows({
  items,
  label,
  wide,
  onEdit,
  onRemove,
  busyId,
}: {
  items: Template[];
  label: string;
  wide: boolean;
  onEdit: (template: Template) => void;
  onRemove: (template: Template) => void;
  busyId: string | undefined;
}) {
  const t = useMessages("communicationTemplates");
  const { club } = useCurrentClub();
  const updated = (x: Template) => (x.updatedAt ? clubDay(x.updatedAt, club) : t.never);
  const status = (x: Template) =>
    x.builtinKey ? (
      <Badge variant="outline" color={x.edited ? "blue" : "gray"} radius="sm">
        {x.edited ? t.builtins.edited : t.builtins.original}
      </Badge>
    ) : null;

  const actions = (x: Template) => {
    const canRemove = !x.builtinKey || x.edited;
    return (
      <Group gap={4} wrap="nowrap" justify={wide ? "flex-end" : "flex-start"}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(x)}
          onPointerEnter={preloadEditor}
          onFocus={preloadEditor}
          aria-label={t.form.editTitle(x.name)}
        >
          {t.edit}
        </Button>
        {canRemove ? (
          <Menu position="bottom-end" withinPortal shadow="md" width={200}>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t.menu(x.name)}
                loading={busyId === x.id}
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {x.builtinKey ? (
                <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={() => onRemove(x)}>
                  {t.restore}
                </Menu.Item>
              ) : (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => onRemove(x)}
                >
                  {t.delete}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : wide ? (
          // The Edit buttons of the table stay in one column.
          <span style={{ width: 34, display: "inline-block" }} />
        ) : null}
      </Group>
    );
  };

  if (!wide) {
    return (
      <PlainList gap="sm" label={label}>
        {items.map((x) => (
          <Card key={x.id} component="li" withBorder radius="md" p="sm" aria-label={x.name}>
            <Stack gap={6}>
              <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                {x.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {x.subject}
              </Text>
              <Group gap="xs" wrap="wrap">
                <CategoryBadge category={x.category} />
                {status(x)}
                <Text size="xs" c="dimmed">
                  {updated(x)}
                </Text>
              </Group>
              {actions(x)}
            </Stack>
          </Card>
        ))}
      </PlainList>
    );
  }

  return (
    <ListTable
      minWidth={640}
      label={label}
      columns={[t.columns.name, { label: t.columns.category, w: 220 }, { label: t.columns.updated, w: 140 }]}
      actions={{ label: t.columns.actions, w: 150 }}
      items={items}
    >
      {(x) => (
        <>
          <Table.Td maw={420}>
            <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
              {x.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: "anywhere" }}>
              {x.subject}
            </Text>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="wrap">
              <CategoryBadge category={x.category} />
              {status(x)}
            </Group>
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {updated(x)}
            </Text>
          </Table.Td>
          <Table.Td>{actions(x)}</Table.Td>
        </>
      )}
    </ListTable>
  );
}
