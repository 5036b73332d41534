import { markup, joinHtml, type SafeHtml } from "#app/lib/html.ts";
import { documentTitle } from "#app/features/documents/billing.ts";
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
  const sections: [title: string, body: SafeHtml][] = [
    ["Contexte du projet", markup`<p class="pre">${form.context}</p>`],
    ["Objectif", markup`<p class="pre">${form.objective}</p>`],
  ];
  if (form.functionalities.length > 0) {
    sections.push([
      "Fonctionnalités",
      markup`<ol class="features">${form.functionalities.map(
        (f, i) =>
          markup`<li><span class="n">${i + 1}</span><div><strong>${f.name}</strong><span class="pre">${f.description}</span></div></li>`,
      )}</ol>`,
    ]);
  }
  if (form.architecture) {
    sections.push(["Architecture technique", markup`<p class="pre">${form.architecture}</p>`]);
  }
  sections.push([
    "Chronogramme",
    markup`<ol class="timeline">${form.phases.map(
      (p, i) =>
        markup`<li><span class="n">${i + 1}</span><div><p class="phase"><span>${p.name}</span><span class="duration">${p.duration}</span></p><p class="pre">${p.description}</p></div></li>`,
    )}</ol>`,
  ]);
  if (form.additionalOptions) {
    sections.push([
      "Options supplémentaires",
      markup`<p class="pre">${form.additionalOptions}</p>`,
    ]);
  }
  sections.push([
    `Pourquoi choisir ${company.name}\u00a0?`,
    markup`<div class="distinctions">${DISTINCTIONS.map(
      (d) => markup`<div><strong>${d.title}</strong>${d.text}</div>`,
    )}</div>`,
  ]);

  const body = markup`<header class="masthead">
${companyBlock(company)}
${docTitle(documentTitle(doc), [
  ["N°", doc.number],
  ["Date", printedDay(doc.issuedOn)],
  ["Valable jusqu'au", printedDay(doc.validUntil)],
])}
</header>
<section class="project-banner">
  <p class="kicker">Projet</p>
  <h2>${form.projectName}</h2>
</section>
${joinHtml(
  sections.map(
    ([title, content], i) =>
      markup`<section class="section"><h2>${i + 1}. ${title}</h2>${content}</section>`,
  ),
  "\n",
)}
<section class="closing">
  <div class="signatures"><div></div>${companySignature(company)}</div>
  <footer class="doc-foot">Cette proposition est valable 30\u00a0jours à compter de sa date d'émission, soit jusqu'au ${printedDay(doc.validUntil)}. Pour toute question, écrivez-nous à ${company.emails[1] ?? company.emails[0] ?? ""} ou appelez le ${company.phones[0] ?? ""}\u00a0: nous serons ravis d'en discuter avec vous.</footer>
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
