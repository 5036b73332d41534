import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE, imageVersion, versionedImages, versionImageUrls } from "./image-versions.ts";
import { listenLocally } from "#tests/fixtures/listen.ts";

describe("versionImageUrls", () => {
  const version = (url: string) => (url.includes("missing") ? null : "abc123def0");

  it("adds the version to the image URLs the site writes, in code and compiled HTML", () => {
    expect(versionImageUrls(`src: "/images/partners/a.svg",`, version)).toBe(
      `src: "/images/partners/a.svg?v=abc123def0",`,
    );
    expect(versionImageUrls(`srcSet="/images/hero/vitrine.svg"`, version)).toBe(
      `srcSet="/images/hero/vitrine.svg?v=abc123def0"`,
    );
    // Markdown compiled to HTML, inside a JSON string.
    expect(versionImageUrls(`"<img src=\\"/images/motif.webp\\" alt=\\"\\">"`, version)).toBe(
      `"<img src=\\"/images/motif.webp?v=abc123def0\\" alt=\\"\\">"`,
    );
  });

  it("leaves alone previews and the logo for other sites, missing files, and what is no URL", () => {
    for (const code of [
      `image: "/images/og/services.png"`,
      `"/images/og/realisations/x.png"`,
      `LOGO = "/images/brand/logo.png"`,
      `"/images/missing.svg"`,
      "`/images/og/realisations/${slug}.png`",
      `"public/images/partners/a.svg"`,
      `"/images/partners/a.svg?v=old"`,
      `"/images/partners/"`,
    ]) {
      expect(versionImageUrls(code, version), code).toBe(code);
    }
  });
});

describe("versionedImages", () => {
  let base = "";
  let dir = "";
  let close = () => undefined as void;
  const LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "images-"));
    mkdirSync(path.join(dir, "images/partners"), { recursive: true });
    writeFileSync(path.join(dir, "images/partners/a.svg"), LOGO);
    // The order of server/app.ts: the version check, then the public files.
    const app = express();
    app.use("/images", versionedImages(path.join(dir, "images")));
    app.use(express.static(dir, { maxAge: "1h", index: false, redirect: false }));
    ({ base, close } = await listenLocally(app));
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps a year the URL that carries the file's version, an hour any other", async () => {
    const current = await fetch(`${base}/images/partners/a.svg?v=${imageVersion(LOGO)}`);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(await current.text()).toBe(LOGO.toString());

    for (const query of ["", "?v=0123456789", "?v=a&v=b"]) {
      const other = await fetch(`${base}/images/partners/a.svg${query}`);
      expect(other.status, query).toBe(200);
      expect(other.headers.get("cache-control"), query).toBe("public, max-age=3600");
    }
  });

  it("answers 404 for a missing file, whatever its version, and never leaves the folder", async () => {
    expect((await fetch(`${base}/images/none.svg?v=${imageVersion(LOGO)}`)).status).toBe(404);
    const outside = await fetch(`${base}/images/..%2f..%2fetc%2fpasswd?v=x`);
    expect(outside.status).not.toBe(200);
  });
});
