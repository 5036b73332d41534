import { afterEach, describe, expect, it, vi } from "vitest";
import { requestBegun, requestsInFlight, whenNoRequest } from "./requests-in-flight.server.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("requests in flight", () => {
  it("counts each request once, however often its end is called", () => {
    const before = requestsInFlight();
    const a = requestBegun();
    const b = requestBegun();
    expect(requestsInFlight()).toBe(before + 2);
    a();
    a();
    expect(requestsInFlight()).toBe(before + 1);
    b();
    expect(requestsInFlight()).toBe(before);
  });

  it("resumes the work waiting when the last request ends, not before", async () => {
    const a = requestBegun();
    const b = requestBegun();
    let resumed = false;
    const waited = whenNoRequest(60_000).then(() => {
      resumed = true;
    });
    a();
    await Promise.resolve();
    expect(resumed).toBe(false);
    b();
    await waited;
    expect(resumed).toBe(true);
  });

  it("resumes at once when nothing is answered, and after the limit under a steady stream", async () => {
    await whenNoRequest(60_000);
    vi.useFakeTimers();
    const end = requestBegun();
    let resumed = false;
    const waited = whenNoRequest(500).then(() => {
      resumed = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waited;
    expect(resumed).toBe(true);
    end();
  });
});
