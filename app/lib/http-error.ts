import { data } from "react-router";

// What a loader or action throws for an error page. React Router fills a thrown
// `data()` without a statusText with « Internal Server Error », and that is what the
// route data of a 404 carried (`/articles/<slug>.data`), beside the right status.

/** The reason phrases (RFC 9110) of the statuses the site throws. */
const REASONS = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  429: "Too Many Requests",
  503: "Service Unavailable",
} as const;

export type ErrorStatus = keyof typeof REASONS;

/** `data(body, { status })` with the status's own reason phrase. */
export function httpError<D>(
  body: D,
  status: ErrorStatus,
  init: Omit<ResponseInit, "status" | "statusText"> = {},
) {
  return data(body, { ...init, status, statusText: REASONS[status] });
}
