import { Anchor, Box, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { use } from "react";
import { EmptyState } from "../../components/EmptyState.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { ArticleBody } from "./ArticleBody.tsx";
import { loadArticles } from "./content.ts";
import { helpTopics, readableBy, readerOf } from "./topics.ts";

/** A long article lists its sections at the top ("On this page"). */
const CONTENTS_FROM = 3;

function BackToHelp() {
  const t = useMessages("help");
  return (
    <Anchor component={Link} to="/help-center" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t.article.back}
      </Group>
    </Anchor>
  );
}

/** /help-center/$slug: one article, with its table of contents when it is long, and the way back. */
export function ArticleScreen({ slug }: { slug: string }) {
  const t = useMessages("help");
  const locale = useLocale();
  const reader = readerOf(useCurrentClub().access.role);
  // A staff guide is not a member's article: to a member, its address is an article not found.
  const topic = helpTopics.find((candidate) => candidate.slug === slug && readableBy(candidate, reader));
  const articles = use(loadArticles(locale));
  const article = topic ? articles.find((a) => a.slug === slug) : undefined;
  usePageTitle(article?.title ?? t.article.notFound);

  if (!article) {
    return (
      <Stack gap="lg" maw={820}>
        <BackToHelp />
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t.article.notFound}
        </Title>
        <EmptyState icon={<IconArrowLeft size={24} />} title={t.article.notFound}>
          {t.article.notFoundText}
        </EmptyState>
      </Stack>
    );
  }
  const contents = article.headings.filter((h) => h.level === 2);
  return (
    <Stack gap="md" maw={820} component="article" aria-labelledby="help-article-title">
      <BackToHelp />
      <Title order={1} id="help-article-title" fz={{ base: 22, sm: 28 }}>
        {article.title}
      </Title>
      {contents.length >= CONTENTS_FROM ? (
        <Paper component="nav" aria-label={t.article.contents} withBorder radius="md" p="md">
          <Text fw={600} size="sm" mb={6} aria-hidden>
            {t.article.contents}
          </Text>
          <List size="sm" spacing={4} listStyleType="none">
            {contents.map((h) => (
              <List.Item key={h.id}>
                <Anchor href={`#${h.id}`}>{h.text}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      <Box>
        <Stack gap="sm">
          <ArticleBody blocks={article.blocks} />
        </Stack>
      </Box>
      <BackToHelp />
    </Stack>
  );
}
