import { describe, expect, it } from "vitest";
import { errorWithoutSecrets } from "./logger.server.ts";

describe("errorWithoutSecrets", () => {
  const serialize = errorWithoutSecrets(
    "postgres://teranga_site:p%40ss-w0rd@db.internal:6543/site",
  );

  it("drops the database's address, port and account from a connection error", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED db.internal:6543"), {
      code: "ECONNREFUSED",
      address: "10.0.0.5",
      port: 6543,
    });
    const out = JSON.stringify(serialize(error));
    expect(out).toContain("ECONNREFUSED");
    expect(out).not.toMatch(/db\.internal|6543|10\.0\.0\.5|"address"|"port"/);
  });

  it("names neither the user nor the password, in the message, the stack or a cause", () => {
    const error = new Error("Failed query", {
      cause: new Error('password authentication failed for user "teranga_site" (p@ss-w0rd)'),
    });
    const out = JSON.stringify(serialize(error));
    expect(out).toContain("password authentication failed for user");
    expect(out).not.toMatch(/teranga_site|p@ss-w0rd/);
  });

  it("leaves other errors as pino writes them", () => {
    const out = serialize(new TypeError("x is undefined")) as { type: string; message: string };
    expect(out.type).toBe("TypeError");
    expect(out.message).toBe("x is undefined");
    expect(errorWithoutSecrets(undefined)(new Error("plain")).message).toBe("plain");
  });
});
