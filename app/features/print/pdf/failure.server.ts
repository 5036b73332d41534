import { COMPANY_NAME } from "#app/config/company-name.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { plainPage } from "#app/lib/plain-page.ts";

/**
 * The answer to a PDF download whose file could not be drawn (the worker stopped,
 * a drawing error): the error goes to the log, the person gets a French page with
 * a way back, never React Router's English « Unexpected Server Error ».
 */
export function pdfFailure(
  error: unknown,
  back: { href: string; label: string },
  headers: Record<string, string> = { "Cache-Control": "private, no-store" },
): Response {
  logger().error({ err: error }, "PDF not drawn");
  return new Response(
    plainPage({
      title: `PDF indisponible — ${COMPANY_NAME}`,
      heading: "Le PDF n'a pas pu être préparé",
      text: "Une erreur est survenue pendant la préparation du fichier. Réessayez dans un instant\u00a0: le document lui-même n'a pas changé.",
      link: back,
    }),
    { status: 500, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } },
  );
}
