import { Anchor, Blockquote, Image, List, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ClubDnsRecords } from "./ClubDnsRecords.tsx";
import { helpImages } from "./images.ts";
import type { Block, Inline } from "./markdown.ts";

/** A line's pieces: text, bold text, links inside the app. */
function Inlines({ inlines }: { inlines: readonly Inline[] }) {
  return inlines.map((inline, i) => {
    const key = `${i}:${inline.kind}`;
    if (inline.kind === "strong") return <strong key={key}>{inline.text}</strong>;
    if (inline.kind === "link") {
      return (
        <Anchor key={key} component={Link} to={inline.to}>
          {inline.text}
        </Anchor>
      );
    }
    return <span key={key}>{inline.text}</span>;
  });
}

/** An article's blocks as the page's elements (never as HTML: markdown.ts). Its headings follow its h1. */
export function ArticleBody({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) => {
    const key = `${i}:${block.kind}`;
    switch (block.kind) {
      case "heading":
        return (
          <Title
            key={key}
            id={block.id}
            order={block.level}
            fz={block.level === 2 ? { base: 18, sm: 20 } : 16}
            mt="md"
            style={{ scrollMarginTop: "calc(var(--app-shell-header-offset, 0rem) + 16px)" }}
          >
            {block.text}
          </Title>
        );
      case "paragraph":
        return (
          <Text key={key}>
            <Inlines inlines={block.inlines} />
          </Text>
        );
      case "note":
        return (
          <Blockquote key={key} color="blue" p="sm" radius="md">
            <Inlines inlines={block.inlines} />
          </Blockquote>
        );
      case "list": {
        const items = block.items.map((item, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an article's items never move.
          <List.Item key={j}>
            <Inlines inlines={item} />
          </List.Item>
        ));
        return (
          <List key={key} type={block.ordered ? "ordered" : "unordered"} spacing={6} withPadding>
            {items}
          </List>
        );
      }
      case "image": {
        const src = helpImages[block.name];
        if (!src) return null;
        return (
          <Image
            key={key}
            src={src}
            alt={block.alt}
            loading="lazy"
            radius="md"
            maw={1000}
            // A light screenshot on a dark page keeps an edge.
            style={{ border: "1px solid var(--mantine-color-default-border)", height: "auto" }}
          />
        );
      }
      case "club":
        return block.name === "dns-records" ? <ClubDnsRecords key={key} /> : null;
      default:
        return null;
    }
  });
}
