import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

import * as about from "./about.ts";
import * as partnersModule from "./partners.ts";
import * as pricingModule from "./pricing.ts";
import * as processModule from "./process.ts";
import * as projectsModule from "./projects.ts";
import * as servicesModule from "./services.ts";
import * as teamModule from "./team.ts";
import * as testimonialsModule from "./testimonials.ts";

const { services, homeServices } = servicesModule;
const { processSteps } = processModule;
const { testimonials } = testimonialsModule;
const { partners, partnersCount } = partnersModule;
const { team, activeTeam, teamMember } = teamModule;
const { projects, findProject, projectPreview } = projectsModule;
const { pricing, pricingByGroup } = pricingModule;

const modules = {
  about,
  partnersModule,
  pricingModule,
  processModule,
  projectsModule,
  servicesModule,
  teamModule,
  testimonialsModule,
};

/** Every string in a value, with its path; functions are skipped. */
function strings(value: unknown, path = "", out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** Every object with a `src`, i.e. every image. */
function images(value: unknown, out: { src: unknown }[] = []): { src: unknown }[] {
  if (Array.isArray(value)) value.forEach((v) => images(v, out));
  else if (value && typeof value === "object") {
    if ("src" in value) out.push(value as { src: unknown });
    for (const v of Object.values(value)) images(v, out);
  }
  return out;
}

describe("services", () => {
  test("five services with five features each, in the specified order", () => {
    expect(services.map((s) => s.id)).toEqual([
      "developpement-web",
      "developpement-mobile",
      "design-ux-ui",
      "marketing-digital",
      "conseil-informatique",
    ]);
    for (const s of services) expect(s.features).toHaveLength(5);
  });

  test("the home page shows the first four", () => {
    expect(homeServices).toHaveLength(4);
    expect(homeServices).toEqual(services.slice(0, 4));
  });
});

test("five process steps numbered 1 to 5", () => {
  expect(processSteps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5]);
});

test("three testimonials", () => {
  expect(testimonials.map((t) => t.id)).toEqual(["temoignage-1", "temoignage-2", "temoignage-3"]);
});

test("five partners", () => {
  expect(partners).toHaveLength(5);
  expect(partnersCount).toBe(5);
  expect(new Set(partners.map((p) => p.name)).size).toBe(5);
});

describe("team", () => {
  test("four members, active ones sorted by order", () => {
    expect(team).toHaveLength(4);
    const active = activeTeam();
    expect(active.map((m) => m.id)).toEqual([
      "moussa-ndiaye",
      "awa-diop",
      "ibrahima-fall",
      "fatou-sarr",
    ]);
    const orders = active.map((m) => m.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  test("activeTeam drops inactive members and sorts by order", () => {
    const [a, b, c] = team as [(typeof team)[0], (typeof team)[0], (typeof team)[0]];
    const members = [
      { ...a, order: 3 },
      { ...b, order: 1, isActive: false },
      { ...c, order: 2 },
    ];
    expect(activeTeam(members).map((m) => m.id)).toEqual([c.id, a.id]);
  });

  test("teamMember finds a member by id", () => {
    expect(teamMember("awa-diop")?.name).toBe("Awa Diop");
    expect(teamMember("inconnu")).toBeUndefined();
  });
});

describe("projects", () => {
  test("each has its mock-up and its link preview", () => {
    for (const p of projects) {
      expect(existsSync(path.join("public", p.image.src)), p.image.src).toBe(true);
      expect(existsSync(path.join("public", projectPreview(p.slug))), p.slug).toBe(true);
    }
  });

  test("four projects with unique slugs and ids", () => {
    expect(projects).toHaveLength(4);
    expect(new Set(projects.map((p) => p.slug)).size).toBe(4);
    expect(new Set(projects.map((p) => p.id)).size).toBe(4);
    for (const p of projects) expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("findProject by slug, by id, unknown is undefined", () => {
    const first = projects[0]!;
    expect(findProject(first.slug)).toBe(first);
    expect(findProject(first.id)).toBe(first);
    expect(findProject("4")?.id).toBe("4");
    expect(findProject("projet-inconnu")).toBeUndefined();
  });

  test("full descriptions have several paragraphs", () => {
    for (const p of projects) {
      const paragraphs = p.fullDescription.split("\n\n");
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
    }
  });
});

describe("pricing", () => {
  test("six offers with the exact titles", () => {
    expect(pricing.map((c) => c.title)).toEqual([
      "Site Vitrine",
      "Site E-commerce",
      "Maintenance Site Web",
      "Community Management Starter",
      "Community Management Pro",
      "Community Management Premium",
    ]);
    expect(pricingByGroup("web")).toHaveLength(2);
    expect(pricingByGroup("maintenance")).toHaveLength(1);
    expect(pricingByGroup("community")).toHaveLength(3);
  });

  test("Pro is the only popular offer", () => {
    expect(pricing.filter((c) => c.isPopular).map((c) => c.title)).toEqual([
      "Community Management Pro",
    ]);
  });

  test("the showcase offer includes one year of hosting", () => {
    const showcase = pricing.find((c) => c.title === "Site Vitrine")!;
    expect(showcase.features).toContain("1 an d'hébergement inclus");
  });

  test("prices from docs/product.md §9, with non-breaking spaces", () => {
    const price = (title: string) => pricing.find((c) => c.title === title)?.price;
    expect(price("Maintenance Site Web")).toContain("30\u00a0000\u00a0FCFA");
    expect(price("Community Management Starter")).toBe("100\u00a0000\u00a0FCFA");
    expect(price("Community Management Pro")).toBe("200\u00a0000\u00a0FCFA");
    expect(price("Community Management Premium")).toBe("300\u00a0000\u00a0FCFA");
  });
});

test("three values", () => {
  expect(about.values.map((v) => v.title)).toEqual(["Excellence", "Audace", "Confiance"]);
  expect(about.history.founded).toBe("janvier 2025");
});

test("every image is a local SVG", () => {
  const all = images(modules);
  expect(all).toHaveLength(16); // 3 testimonials + 5 partners + 4 team + 4 projects
  for (const { src } of all) {
    expect(src).toMatch(/^\/images\/.+\.svg$/);
  }
});

test("French typography: no plain space before : ; ! ? or inside « », straight apostrophes", () => {
  for (const [path, s] of strings(modules)) {
    if (/^https?:\/\//.test(s)) continue;
    expect(s, path).not.toMatch(/ [:;!?]/);
    expect(s, path).not.toMatch(/« | »/);
    expect(s, path).not.toMatch(/[:;!?»](?!\s|$)/u);
    expect(s, path).not.toMatch(/[’‘]/);
  }
});
