import { describe, expect, it } from "vitest";
import { fieldErrors, SimpleLoginSchema } from "./schemas.ts";

describe("SimpleLoginSchema", () => {
  it("asks for both fields with the messages of docs/product.md §5", () => {
    const result = SimpleLoginSchema.safeParse({ identifier: "", password: "" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      identifier: "Nom d'utilisateur ou email requis",
      password: "Mot de passe requis",
    });
  });
  it("treats a blank identifier as missing", () => {
    const result = SimpleLoginSchema.safeParse({ identifier: "   ", password: "x" });
    expect(fieldErrors(result.error!)).toEqual({ identifier: "Nom d'utilisateur ou email requis" });
  });
  it("answers in French when a field is missing or not text (malformed post)", () => {
    const result = SimpleLoginSchema.safeParse({ identifier: 42 });
    expect(fieldErrors(result.error!)).toEqual({
      identifier: "Nom d'utilisateur ou email requis",
      password: "Mot de passe requis",
    });
  });
  it("accepts one character each and trims the identifier", () => {
    expect(SimpleLoginSchema.parse({ identifier: " a ", password: "b" })).toEqual({
      identifier: "a",
      password: "b",
    });
  });
});
