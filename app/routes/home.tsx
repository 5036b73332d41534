import { company } from "#app/config/company.ts";
import { Hero } from "#app/features/marketing/hero.tsx";

export function meta() {
  return [
    { title: `${company.name} — Agence digitale à Dakar` },
    { name: "description", content: company.blurb },
  ];
}

export default function HomeRoute() {
  return <Hero />;
}
