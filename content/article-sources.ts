// The seed articles' files, bundled with the server (no sources beside a build): the
// first content of the editor, imported into the database once (ADR 034).
const files = import.meta.glob<string>("./articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const articleSources: { file: string; source: string }[] = Object.entries(files)
  .map(([file, source]) => ({ file: file.replace(/^.*\//, ""), source }))
  .sort((a, b) => a.file.localeCompare(b.file));
