import { clientIp, consumeLimit, limitMessage } from "#app/features/guard/limits.server.ts";

// The door of every /d/<token> page (ADR 027, issue 29). Counting every request
// per address locked a client out of their own document after 130 wrong tokens
// from the same office (one NAT address). Only failures count now, and a token
// that opens something is never refused, whatever its address did before.

export type TokenRefusal = {
  status: 404 | 429;
  /** Seconds until the address may try unknown tokens again (429). */
  retryAfter: number | null;
  /** The 429's French message (the 404's is each page's own). */
  message: string;
};

export type Opened<T> = { ok: true; value: T } | { ok: false; refusal: TokenRefusal };

/**
 * What `find` opens with the request's token; else the refusal: the failure is
 * counted against the address (`client-token`), and past that limit the answer is
 * 429 rather than 404. Tokens are 256 bits: the limit slows a scanner down and
 * says so, it protects nothing a valid token could open.
 */
export async function openToken<T>(
  request: Request,
  find: () => Promise<T | null | undefined>,
): Promise<Opened<T>> {
  const value = await find();
  if (value) return { ok: true, value };
  const counted = await consumeLimit("client-token", clientIp(request));
  if (counted.allowed)
    return { ok: false, refusal: { status: 404, retryAfter: null, message: "" } };
  return {
    ok: false,
    refusal: {
      status: 429,
      retryAfter: counted.retryAfter,
      message: limitMessage("client-token", counted.retryAfter),
    },
  };
}
