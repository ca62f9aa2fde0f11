/** The help articles in this language: their Markdown, one chunk downloaded by the help center only. */
export default import.meta.glob<string>("./en/*.md", { query: "?raw", import: "default", eager: true });
