import { describe, expect, it } from "vitest";
import { injectNonce } from "./prerendered.ts";

describe("injectNonce", () => {
  it("gives every script and module preload the request's nonce", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><script>theme()</script></head>' +
      '<body><script type="module">import("/assets/b.js")</script></body>';
    const out = injectNonce(html, "abc123");
    expect(out.match(/<script nonce="abc123"/g)).toHaveLength(2);
    expect(out).toContain('<link rel="modulepreload" nonce="abc123" href="/assets/a.js"/>');
    expect(out).not.toMatch(/<script(?! nonce="abc123")/);
  });

  it("leaves an existing nonce alone and touches nothing else", () => {
    const html = '<script nonce="old">x</script><p>script</p><link rel="stylesheet" href="/a.css">';
    expect(injectNonce(html, "new")).toBe(html);
  });
});
