/** The articles' pictures (images/<name>.webp), by name, as the addresses the build gave them. */
const files = import.meta.glob<string>("./images/*.webp", { query: "?url", import: "default", eager: true });

export const helpImages: Record<string, string> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [path.replace(/^\.\/images\/|\.webp$/g, ""), url]),
);
