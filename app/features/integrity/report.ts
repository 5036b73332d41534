import type { VerifyReport } from "./verify.ts";

const count = (n: number) => n.toLocaleString("fr-FR");

/** The verification's verdict in French, as the operator's commands print it. */
export function printReport(report: VerifyReport): string[] {
  if (report.ok) {
    return [
      `Registre intègre\u00a0: ${count(report.count)} écriture${report.count > 1 ? "s" : ""} vérifiée${report.count > 1 ? "s" : ""}.`,
      `Tête du registre\u00a0: n°\u00a0${report.count}, empreinte ${report.head}`,
    ];
  }
  const [first, ...others] = report.problems;
  const more = report.problemCount - 1;
  return [
    `Registre NON intègre\u00a0: ${first?.message}`,
    ...(more > 0
      ? [
          `${count(more)} autre${more > 1 ? "s" : ""} anomalie${more > 1 ? "s" : ""}\u00a0:`,
          ...others.map((p) => `  - ${p.message}`),
          ...(more > others.length ? [`  - … et ${count(more - others.length)} de plus.`] : []),
        ]
      : []),
    `${count(report.count)} écritures lues.`,
  ];
}
