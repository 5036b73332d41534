import { describe, expect, it } from "vitest";
import { canonicalAddress } from "./client-address.server.ts";

describe("canonicalAddress", () => {
  it("writes an IPv4 client of a dual-stack socket as IPv4, and leaves the rest as is", () => {
    expect(canonicalAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(canonicalAddress("::FFFF:198.51.100.7")).toBe("198.51.100.7");
    expect(canonicalAddress("198.51.100.7")).toBe("198.51.100.7");
    expect(canonicalAddress("2001:DB8::1")).toBe("2001:db8::1");
    expect(canonicalAddress("::ffff:7f00:1")).toBe("::ffff:7f00:1");
    expect(canonicalAddress("unknown")).toBe("unknown");
  });
});
