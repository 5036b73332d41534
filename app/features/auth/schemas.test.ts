import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SimpleLoginSchema } from "./schemas.ts";

/** The first message of each field, as the form shows them (the same parse in the browser and the action). */
function errorsOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const submission = parseWithZod(form, { schema: SimpleLoginSchema });
  return Object.fromEntries(
    Object.entries(submission.reply().error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
}

describe("SimpleLoginSchema", () => {
  it("asks for both fields with the messages of docs/product.md §5", () => {
    expect(errorsOf({ identifier: "", password: "" })).toEqual({
      identifier: "Nom d'utilisateur ou email requis",
      password: "Mot de passe requis",
    });
  });
  it("treats a blank identifier as missing", () => {
    expect(errorsOf({ identifier: "   ", password: "x" })).toEqual({
      identifier: "Nom d'utilisateur ou email requis",
    });
  });
  it("answers in French when a field is missing or not text (malformed post)", () => {
    expect(errorsOf({})).toEqual({
      identifier: "Nom d'utilisateur ou email requis",
      password: "Mot de passe requis",
    });
    const result = SimpleLoginSchema.safeParse({ identifier: 42 });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      "Nom d'utilisateur ou email requis",
      "Mot de passe requis",
    ]);
  });
  it("accepts one character each and trims the identifier", () => {
    expect(SimpleLoginSchema.parse({ identifier: " a ", password: "b" })).toEqual({
      identifier: "a",
      password: "b",
    });
  });
});
