import { expect, it } from "vitest";
import { DOOR_GIVES } from "./door-gives.server.ts";
import { DOORS } from "./doors.ts";

it("every door says what it gives, in the invitation's words, and nothing else does", () => {
  expect(Object.keys(DOOR_GIVES).sort()).toEqual(DOORS.map((d) => d.to).sort());
  for (const d of DOORS) expect(DOOR_GIVES[d.to], d.to).toMatch(/^[a-zàâéèêîôû]/);
});
