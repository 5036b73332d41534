import { describe, expect, test } from "vitest";
import { joinHtml, markup, SafeHtml, trustedHtml } from "./html.ts";

describe("markup", () => {
  test("escapes every value, keeps fragments made by the tag", () => {
    const name = `<b>"Awa" & l'équipe</b>`;
    const row = markup`<td>${name}</td>`;
    expect(markup`<tr>${row}${[name, 2]}</tr>`.toString()).toBe(
      "<tr><td>&lt;b&gt;&quot;Awa&quot; &amp; l&#39;équipe&lt;/b&gt;</td>&lt;b&gt;&quot;Awa&quot; &amp; l&#39;équipe&lt;/b&gt;2</tr>",
    );
  });

  test("joins with an escaped separator; trusted markup passes as is", () => {
    expect(joinHtml(["a<", markup`<i>b</i>`], " <br> ").toString()).toBe(
      "a&lt; &lt;br&gt; <i>b</i>",
    );
    expect(markup`${trustedHtml("<svg/>")}`.toString()).toBe("<svg/>");
  });

  test("safe markup cannot be made from a string without the tag", () => {
    expect(() => new SafeHtml("<script>", Symbol("trusted html"))).toThrow(TypeError);
    const forged = { toString: () => "<script>" } as unknown as string;
    expect(markup`${forged}`.toString()).toBe("&lt;script&gt;");
  });
});
