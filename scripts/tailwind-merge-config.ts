// `node --import tsx scripts/tailwind-merge-config.ts`: writes
// app/lib/tailwind-merge-config.ts, tailwind-merge's default configuration
// trimmed to the class groups the site's sources use (about 7 KB gzip less on
// every page). Run it again when the site starts using a kind of class it did
// not use: app/lib/tailwind-merge-config.test.ts fails until then.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { baseClass, siteClassTokens } from "#tests/tailwind-classes.ts";

type Definition =
  string | ((value: string) => boolean) | Definition[] | { [k: string]: Definition };
type FullConfig = {
  cacheSize: number;
  theme: Record<string, Definition[]>;
  classGroups: Record<string, Definition[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  postfixLookupClassGroups?: string[];
  orderSensitiveModifiers: string[];
};
type Internals = {
  getDefaultConfig: () => FullConfig;
  validators: Record<string, (value: string) => boolean>;
  createConfigUtils: (config: FullConfig) => {
    getClassGroupId: (className: string) => string | undefined;
  };
};

// The class-group lookup is internal to tailwind-merge: a copy of its bundle that exports it.
async function internals(): Promise<Internals> {
  const bundle = fileURLToPath(import.meta.resolve("tailwind-merge"));
  const source = readFileSync(bundle, "utf8").replace(/^export \{/m, "export { createConfigUtils,");
  const copy = path.join(mkdtempSync(path.join(tmpdir(), "tw-merge-")), "bundle.mjs");
  writeFileSync(copy, source);
  return (await import(pathToFileURL(copy).href)) as Internals;
}

const tm = await internals();
const full = tm.getDefaultConfig();
const { getClassGroupId } = tm.createConfigUtils(full);

function groupOf(base: string): string | undefined {
  const group = getClassGroupId(base);
  if (group) return group;
  // `text-sm/6`: the postfix (line height, opacity) is looked up without it too.
  const slash = base.lastIndexOf("/");
  return slash > 0 ? getClassGroupId(base.slice(0, slash)) : undefined;
}

const used = new Set<string>();
// The class names as tailwind-merge looks them up: no leading `-`, with and without a postfix.
const lookedUp = new Set<string>();
for (const token of siteClassTokens()) {
  const base = baseClass(token);
  const group = groupOf(base);
  if (group && group in full.classGroups) used.add(group);
  const name = base.replace(/^-/, "");
  lookedUp.add(name);
  if (name.includes("/")) lookedUp.add(name.slice(0, name.lastIndexOf("/")));
}

/**
 * A group's definition without the fixed names the site never writes (`inline-grid`
 * when it only writes `flex` and `grid`); validators and theme scales stay whole.
 */
function prune(definition: Definition, prefix: string): Definition | null {
  if (typeof definition === "string") {
    const name = prefix && definition ? `${prefix}-${definition}` : prefix || definition;
    return lookedUp.has(name) ? definition : null;
  }
  if (typeof definition === "function") return definition;
  if (Array.isArray(definition)) {
    const kept = definition.map((d) => prune(d, prefix)).filter((d) => d !== null);
    return kept.length > 0 ? kept : null;
  }
  const entries = Object.entries(definition)
    .map(([key, d]) => [key, prune(d, prefix && key ? `${prefix}-${key}` : prefix || key)] as const)
    .filter(([, d]) => d !== null);
  return entries.length > 0 ? (Object.fromEntries(entries) as Definition) : null;
}

const validatorNames = new Map(Object.entries(tm.validators).map(([name, fn]) => [fn, name]));
const themeKeys = new Set<string>();

function themeKey(getter: (theme: Record<string, unknown>) => unknown): string {
  let key = "";
  getter(
    new Proxy(
      {},
      {
        get(_, k) {
          key = String(k);
          return [];
        },
      },
    ),
  );
  return key;
}

function write(value: Definition): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "function") {
    if ("isThemeGetter" in value) {
      const key = themeKey(value as unknown as (theme: Record<string, unknown>) => unknown);
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(value);
    if (!name) throw new Error(`Validateur inconnu : ${value.toString()}`);
    return `v.${name}`;
  }
  if (Array.isArray(value)) return `[${value.map(write).join(", ")}]`;
  return `{ ${Object.entries(value)
    .map(([k, x]) => `${JSON.stringify(k)}: ${write(x)}`)
    .join(", ")} }`;
}

const only = (ids: string[] | undefined) => (ids ?? []).filter((id) => used.has(id));
const groups = Object.keys(full.classGroups).filter((id) => used.has(id));
const classGroups = groups.map(
  (id) => `${JSON.stringify(id)}: ${write(prune(full.classGroups[id]!, "") ?? [])}`,
);
const theme: string[] = [];
for (let done = 0; done < themeKeys.size;) {
  const keys = [...themeKeys].slice(done);
  done = themeKeys.size;
  for (const key of keys) theme.push(`${JSON.stringify(key)}: ${write(full.theme[key] ?? [])}`);
}
const relations = (map: Record<string, string[]>) =>
  groups
    .filter((id) => only(map[id]).length > 0)
    .map((id) => `${JSON.stringify(id)}: ${JSON.stringify(only(map[id]))}`);

const out = `// Made by scripts/tailwind-merge-config.ts: do not edit; run it again instead.
// tailwind-merge's default configuration, only the class groups the site uses
// (proved equivalent for them by tailwind-merge-config.test.ts).
import { fromTheme, validators as v } from "tailwind-merge";

export const tailwindMergeConfig = {
  cacheSize: ${full.cacheSize},
  theme: { ${theme.join(",\n")} },
  classGroups: { ${classGroups.join(",\n")} },
  conflictingClassGroups: { ${relations(full.conflictingClassGroups).join(",\n")} },
  conflictingClassGroupModifiers: { ${relations(full.conflictingClassGroupModifiers).join(",\n")} },
  postfixLookupClassGroups: ${JSON.stringify(only(full.postfixLookupClassGroups))},
  orderSensitiveModifiers: ${JSON.stringify(full.orderSensitiveModifiers)},
};
`;
writeFileSync("app/lib/tailwind-merge-config.ts", out);
console.log(`${groups.length} groupes de classes sur ${Object.keys(full.classGroups).length}.`);
