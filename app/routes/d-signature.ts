import { signatureScriptResponse } from "#app/features/acceptance/script.server.ts";

// The signature pad's script of /d/:token/accepter (ADR 028), versioned by content.
export function loader() {
  return signatureScriptResponse();
}
