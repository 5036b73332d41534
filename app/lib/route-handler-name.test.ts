import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A feature's route handlers (the loaders and actions its route modules call) have one
// name, route.server.ts, whatever the feature: a newcomer opens the same file everywhere.
const features = path.resolve(import.meta.dirname, "../features");

function serverFiles(feature: string): string[] {
  const dir = path.join(features, feature);
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".server.ts") && !file.endsWith(".test.ts"),
  );
}

const checked = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** handleX/loadX(request: Request, …): what a route module's loader or action calls. */
const HANDLER = /export (?:async )?function ((?:handle|load)\w*)\(\s*request: Request\b/g;

describe("one route handler name", () => {
  it("no feature names a route file otherwise than route.server.ts", () => {
    const misnamed = checked.flatMap((feature) =>
      serverFiles(feature)
        .filter((file) => /route|handler|action/.test(path.basename(file)))
        .filter((file) => file !== "route.server.ts")
        .map((file) => `${feature}/${file}`),
    );
    expect(misnamed).toEqual([]);
  });

  it("every request handler of a feature lives in its route.server.ts", () => {
    const elsewhere = checked.flatMap((feature) =>
      serverFiles(feature)
        .filter((file) => file !== "route.server.ts")
        .flatMap((file) =>
          [...readFileSync(path.join(features, feature, file), "utf8").matchAll(HANDLER)].map(
            (match) => `${feature}/${file}: ${match[1]}`,
          ),
        ),
    );
    expect(elsewhere).toEqual([]);
  });

  it("sees the features and their handlers (the checks above are not empty)", () => {
    expect(checked).toContain("contact");
    const contact = readFileSync(path.join(features, "contact/route.server.ts"), "utf8");
    expect([...contact.matchAll(HANDLER)].map((m) => m[1])).toContain("handleContact");
  });
});
