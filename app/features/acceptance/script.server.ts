import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
// Plain browser JavaScript, taken as text (not `.client.js`: React Router keeps such
// modules out of the server, which serves this one).
import enhancement from "./signature-pad.browser.js?raw";

// The one script of the acceptance page (ADR 028): signature_pad's own minified file
// (read from the package, which the server has at run time) followed by our few lines.
// The client's pages load no framework code (handle.hydrate = false); this file is
// asked for only where the pad is shown, by a URL that changes with its content.

let script: { body: string; version: string } | undefined;

function load() {
  if (script) return script;
  const main = createRequire(import.meta.url).resolve("signature_pad");
  const library = readFileSync(path.join(path.dirname(main), "signature_pad.umd.min.js"), "utf8")
    // Its source map is not served.
    .replace(/\n\/\/# sourceMappingURL=.*$/m, "");
  const body = `${library}\n${enhancement}`;
  const version = createHash("sha256").update(body).digest("base64url").slice(0, 12);
  script = { body, version };
  return script;
}

/** The script's address, versioned by its content (cached for good by browsers). */
export function signatureScriptUrl(): string {
  return `/d/signature.js?v=${load().version}`;
}

/** The script file itself. */
export function signatureScriptResponse(): Response {
  const { body } = load();
  return new Response(body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
