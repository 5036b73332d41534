import { describe, expect, it } from "vitest";
import { formErrorOf, formRefusal } from "./submission.ts";

describe("formRefusal", () => {
  it("adds the form's error and keeps what the reply held", () => {
    const reply = {
      status: "error" as const,
      initialValue: { email: "a@b.sn" },
      error: { email: ["x"] },
    };
    const refused = formRefusal("Trop de tentatives.", reply);
    expect(refused.initialValue).toEqual({ email: "a@b.sn" });
    expect(refused.error).toEqual({ email: ["x"], "": ["Trop de tentatives."] });
    expect(formErrorOf(refused)).toBe("Trop de tentatives.");
  });

  it("stands alone when the body was never parsed", () => {
    expect(formRefusal("Non.")).toEqual({ status: "error", error: { "": ["Non."] } });
    expect(formErrorOf(null)).toBeNull();
    expect(formErrorOf({ status: "error", error: { email: ["x"] } })).toBeNull();
  });
});
