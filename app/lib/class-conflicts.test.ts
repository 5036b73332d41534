import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { readClassCalls } from "#tests/class-alternatives.ts";

// `cn` adds classes up without merging them (utils.ts): two classes that set the
// same property would leave the result to the stylesheet's order. tailwind-merge
// (the library, in this test only) says which class of a string overrides another;
// every string a `cn(...)` call can give, with what each place using its component
// passes to it, must have none.
const { calls, unreadable } = readClassCalls(process.cwd(), "cn");

/** The classes tailwind-merge would drop from `s` (a repeated class counts once). */
function overridden(s: string): string[] {
  const tokens = [...new Set(s.split(" ").filter(Boolean))];
  const kept = new Set(twMerge(tokens.join(" ")).split(" "));
  return tokens.filter((t) => !kept.has(t));
}

describe("cn : des classes qui ne se contredisent jamais", () => {
  it("lit chaque appel de l'application, avec ce que lui passe chaque endroit qui s'en sert", () => {
    expect(unreadable, "expressions que le test ne sait pas lire").toEqual([]);
    expect(calls.length).toBeGreaterThan(250);
    // The Button's props are read where it is used: its sizes and variants are there.
    const button = calls.filter((c) => c.where.startsWith("app/components/ui/button.tsx"));
    expect(button.length).toBeGreaterThan(60);
    expect(button.flatMap((c) => c.strings)).toEqual(
      expect.arrayContaining([expect.stringContaining("size-10 whitespace-nowrap rounded-full")]),
    );
  });

  it("aucune classe n'en annule une autre", () => {
    const conflicts = calls.flatMap((c) =>
      c.strings.flatMap((s) => {
        const lost = overridden(s);
        return lost.length ? [`${c.where}: ${lost.join(" ")} ← « ${s} »`] : [];
      }),
    );
    expect(conflicts).toEqual([]);
  });

  it("repère un conflit : un px-2 donné à un bouton qui a déjà son px-4", () => {
    expect(overridden("h-10 rounded-md px-4 py-2 text-sm px-2")).toEqual(["px-4"]);
    expect(overridden("font-medium text-lg font-semibold")).toEqual(["font-medium"]);
    expect(overridden("border-2 border-primary shadow-xl")).toEqual([]);
  });
});
