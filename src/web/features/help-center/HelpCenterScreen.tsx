import { Anchor, CloseButton, Mark, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { use, useDeferredValue, useMemo, useState } from "react";
import { EmptyState } from "../../components/EmptyState.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { loadArticles } from "./content.ts";
import type { Article } from "./markdown.ts";
import { type Segment, searchArticles } from "./search.ts";
import { helpAreas, helpTopics, readableBy, readerOf } from "./topics.ts";

/** The marked words of an excerpt: dark text on yellow in both themes (the contrast holds in dark mode). */
function Excerpt({ segments }: { segments: readonly Segment[] }) {
  return (
    <Text size="sm" c="dimmed">
      {segments.map((s, i) =>
        s.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's pieces never move.
          <Mark key={i} color="yellow" style={{ color: "var(--mantine-color-black)" }}>
            {s.text}
          </Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an excerpt's pieces never move.
          <span key={i}>{s.text}</span>
        ),
      )}
    </Text>
  );
}

function ArticleCard({ article, children }: { article: Article; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: "none" }}>
      <Stack gap={4}>
        <Title order={3} fz="md">
          <Anchor
            renderRoot={(props) => (
              <Link {...props} to="/help-center/$slug" params={{ slug: article.slug }} />
            )}
          >
            {article.title}
          </Anchor>
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /help-center: the search field (`?q=`, so that a search can be shared) and, without a search, every
 * article grouped by area; with one, the articles that match, best first, each with its excerpt.
 */
export function HelpCenterScreen({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const t = useMessages("help");
  usePageTitle(t.title);
  const locale = useLocale();
  const reader = readerOf(useCurrentClub().access.role);
  const all = use(loadArticles(locale));
  // A member reads the members' articles and everyone's, not the staff guides (in the list and the search).
  const articles = useMemo(
    () => all.filter((a) => helpTopics.some((topic) => topic.slug === a.slug && readableBy(topic, reader))),
    [all, reader],
  );
  // The field answers at once; the URL and the results follow.
  const [typed, setTyped] = useState(query);
  // Back and forward change the address's search: the field follows it (not its own echo while typing).
  const [followed, setFollowed] = useState(query);
  if (query !== followed) {
    setFollowed(query);
    if (query !== typed.trim()) setTyped(query);
  }
  const searched = useDeferredValue(typed.trim());
  const results = useMemo(() => (searched ? searchArticles(articles, searched) : []), [articles, searched]);

  const change = (value: string) => {
    setTyped(value);
    onQuery(value.trim());
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {reader === "member" ? t.introMembers : t.intro}
        </Text>
      </Stack>
      <search>
        <TextInput
          type="search"
          label={t.search.label}
          placeholder={t.search.placeholder}
          value={typed}
          onChange={(e) => change(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            typed ? <CloseButton size="sm" aria-label={t.search.clear} onClick={() => change("")} /> : null
          }
          size="md"
          maxLength={200}
        />
      </search>

      {searched ? (
        <Stack gap="sm" aria-live="polite">
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            {t.search.results(searched)}
          </Title>
          {results.length ? (
            <Stack component="ul" gap="sm" p={0} m={0} aria-label={t.search.results(searched)}>
              {results.map(({ article, excerpt }) => (
                <ArticleCard key={article.slug} article={article}>
                  <Excerpt segments={excerpt} />
                </ArticleCard>
              ))}
            </Stack>
          ) : (
            <EmptyState icon={<IconSearch size={24} />} title={t.search.empty}>
              {t.search.emptyText}
            </EmptyState>
          )}
        </Stack>
      ) : null}

      {helpAreas.map((area) => {
        const inArea = articles.filter(
          (a) => helpTopics.find((topic) => topic.slug === a.slug)?.area === area,
        );
        if (!inArea.length) return null;
        return (
          <Stack key={area} gap="sm" component="section" aria-labelledby={`help-area-${area}`}>
            <Title order={2} id={`help-area-${area}`} fz={{ base: 18, sm: 20 }}>
              {t.areas[area]}
            </Title>
            <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="sm" p={0} m={0}>
              {inArea.map((article) => (
                <ArticleCard key={article.slug} article={article}>
                  <Text size="sm" c="dimmed">
                    {article.summary}
                  </Text>
                </ArticleCard>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
