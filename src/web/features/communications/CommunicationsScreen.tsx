import { Button, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMail, IconMailPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PagedList, searchPaging } from "../../components/PagedList.tsx";
import { RichTextEditor } from "../../components/RichTextEditor.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { lazyComponent, OnceOpened } from "../../lib/lazy.tsx";
import type { SearchProps } from "../../lib/search-params.ts";
import { messagesQuery } from "./api.ts";
import { MessageDrawer } from "./MessageDrawer.tsx";
import { MessageCards, MessageTable } from "./MessageList.tsx";
import type { CommunicationsSearch } from "./search.ts";

// The dialog that writes a message (its form, zod and the audience's pickers) downloads when it is first
// opened, or when the pointer or the focus reaches "New message" (decision 018).
const ComposeDialog = lazyComponent(() => import("./ComposeDialog.tsx").then((m) => m.ComposeDialog));
const preloadCompose = () => {
  void ComposeDialog.preload();
  void RichTextEditor.preload();
};

/**
 * /communications (issue 16): the club's messages newest first, a page at a time, with their status, audience,
 * time and delivery counts; one message in a drawer (`?message=`); "New message" writes one.
 */
export function CommunicationsScreen({ search, onSearch }: SearchProps<CommunicationsSearch>) {
  const t = useMessages("communications");
  usePageTitle(t.screen.title);
  const { club } = useCurrentClub();
  const wide = useWidthFrom("md");
  const list = useQuery(messagesQuery(club.id, search));
  const [composing, compose] = useDisclosure(false);
  const openMessage = (message: string | undefined) =>
    onSearch({ page: search.page, pageSize: search.pageSize, message });

  return (
    <Stack key={club.id} gap="lg" maw={1280}>
      <ScreenHeader title={t.screen.title} intro={t.screen.intro(club.name)}>
        <Button
          leftSection={<IconMailPlus size={16} aria-hidden />}
          onClick={compose.open}
          // The dialog's and the editor's code start downloading when the button is pointed at.
          onPointerEnter={preloadCompose}
          onFocus={preloadCompose}
        >
          {t.screen.newMessage}
        </Button>
      </ScreenHeader>

      <PagedList
        query={list}
        count={(data) => data.messages.length}
        texts={t.list}
        empty={
          <EmptyState
            icon={<IconMail size={24} stroke={1.75} />}
            title={t.list.empty}
            action={
              <Button
                variant="light"
                onClick={compose.open}
                onPointerEnter={preloadCompose}
                onFocus={preloadCompose}
              >
                {t.screen.newMessage}
              </Button>
            }
          >
            {t.list.emptyText}
          </EmptyState>
        }
        {...searchPaging(search, onSearch)}
      >
        {(data) =>
          wide ? (
            <MessageTable messages={data.messages} search={search} onOpen={openMessage} />
          ) : (
            <MessageCards messages={data.messages} search={search} onOpen={openMessage} />
          )
        }
      </PagedList>

      <MessageDrawer
        messageId={search.message}
        filter={search.recipients}
        recipientsPage={search.recipientsPage}
        onRecipients={(recipients, recipientsPage, replace) =>
          onSearch({ ...search, recipients, recipientsPage }, replace)
        }
        onClose={() => openMessage(undefined)}
      />

      <OnceOpened opened={composing}>
        <ComposeDialog
          opened={composing}
          onClose={compose.close}
          onSent={(message) => onSearch({ pageSize: search.pageSize, message: message.id })}
        />
      </OnceOpened>
    </Stack>
  );
}
