import { escapeHtml } from "#app/lib/html.ts";
import { printedDay } from "#app/features/documents/numbering.ts";
import type { ProposalSnapshot } from "#app/features/documents/snapshot.ts";
import { companyBlock, docTitle } from "./company-block.ts";
import { companySignature, printPage, type PrintAssets } from "./page.ts";

/** docs/product.md §9: the fixed block of four distinctions. */
export const DISTINCTIONS = [
  {
    title: "Innovation technologique",
    text: "Des technologies éprouvées et actuelles, choisies pour durer et évoluer avec votre activité.",
  },
  {
    title: "Rapidité d'exécution",
    text: "Des livraisons par étapes courtes\u00a0: vous voyez le produit avancer chaque semaine.",
  },
  {
    title: "Expertise métier",
    text: "Une équipe qui connaît les usages et les contraintes des entreprises du Sénégal et d'Afrique.",
  },
  {
    title: "Accompagnement personnalisé",
    text: "Un interlocuteur unique, de la conception à la mise en ligne, puis au quotidien.",
  },
] as const;

/** The technical proposal as printed: sections are numbered as they appear. */
export function proposalHtml(doc: ProposalSnapshot, assets: PrintAssets): string {
  const form = doc.proposal;
  const company = doc.company;
  const sections: [title: string, html: string][] = [
    ["Contexte du projet", `<p class="pre">${escapeHtml(form.context)}</p>`],
    ["Objectif", `<p class="pre">${escapeHtml(form.objective)}</p>`],
  ];
  if (form.functionalities.length > 0) {
    sections.push([
      "Fonctionnalités",
      `<ol class="features">${form.functionalities
        .map(
          (f, i) =>
            `<li><span class="n">${i + 1}</span><div><strong>${escapeHtml(f.name)}</strong><span class="pre">${escapeHtml(f.description)}</span></div></li>`,
        )
        .join("")}</ol>`,
    ]);
  }
  if (form.architecture) {
    sections.push([
      "Architecture technique",
      `<p class="pre">${escapeHtml(form.architecture)}</p>`,
    ]);
  }
  sections.push([
    "Chronogramme",
    `<ol class="timeline">${form.phases
      .map(
        (p, i) =>
          `<li><span class="n">${i + 1}</span><div><p class="phase"><span>${escapeHtml(p.name)}</span><span class="duration">${escapeHtml(p.duration)}</span></p><p class="pre">${escapeHtml(p.description)}</p></div></li>`,
      )
      .join("")}</ol>`,
  ]);
  if (form.additionalOptions) {
    sections.push([
      "Options supplémentaires",
      `<p class="pre">${escapeHtml(form.additionalOptions)}</p>`,
    ]);
  }
  sections.push([
    `Pourquoi choisir ${company.name}\u00a0?`,
    `<div class="distinctions">${DISTINCTIONS.map(
      (d) => `<div><strong>${escapeHtml(d.title)}</strong>${escapeHtml(d.text)}</div>`,
    ).join("")}</div>`,
  ]);

  const body = `<header class="masthead">
${companyBlock(company)}
${docTitle("Proposition technique", [
  ["N°", doc.number],
  ["Date", printedDay(doc.issuedOn)],
  ["Valable jusqu'au", printedDay(doc.validUntil)],
])}
</header>
<section class="project-banner">
  <p class="kicker">Projet</p>
  <h2>${escapeHtml(form.projectName)}</h2>
</section>
${sections
  .map(
    ([title, html], i) =>
      `<section class="section"><h2>${i + 1}. ${escapeHtml(title)}</h2>${html}</section>`,
  )
  .join("\n")}
<section class="closing">
  <div class="signatures"><div></div>${companySignature(company)}</div>
  <footer class="doc-foot">Cette proposition est valable 30\u00a0jours à compter de sa date d'émission, soit jusqu'au ${printedDay(doc.validUntil)}. Pour toute question, écrivez-nous à ${escapeHtml(company.emails[1] ?? company.emails[0] ?? "")} ou appelez le ${escapeHtml(company.phones[0] ?? "")}\u00a0: nous serons ravis d'en discuter avec vous.</footer>
</section>`;

  return printPage({
    title: doc.name,
    number: doc.number,
    company,
    kindClass: "doc-proposal",
    body,
    assets,
  });
}
