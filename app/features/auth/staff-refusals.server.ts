import { sql } from "drizzle-orm";
import { company } from "#app/features/settings/current.server.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { enqueueEmail } from "#app/features/mail/outbox.server.ts";
import { renderEmail } from "#app/features/mail/templates.server.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { formatFrenchDateTime } from "#app/lib/dates.ts";
import { now, QUIET_SECONDS } from "./account-limit.server.ts";

// Refused sign-ins on a staff account used to tell nobody. A burst (ADR 016) is a
// run of refusals on the account, each within 15 minutes of the previous one;
// the firm gets one warning when a burst reaches BURST_REFUSALS, and no other
// until it has ended. The counter is one row of `rate_limit`: its atomic
// increment hands the threshold to exactly one request, whatever the instance,
// and the email is queued in the same transaction.

/** Refusals in one burst that make the firm's warning. */
export const BURST_REFUSALS = 10;

export type StaffAccount = { id: string; email: string; username: string | null };

/** One refused sign-in on the staff account (wrong password, or refused by a limit). */
export async function recordStaffRefusal(account: StaffAccount, ip: string) {
  try {
    await db().transaction(async (tx) => {
      const at = now();
      const t = sql`${at.toISOString()}::timestamptz`;
      const upsert = (key: string) => sql`
        insert into rate_limit (key, count, window_start) values (${key}, 1, ${t})
        on conflict (key) do update set
          count = case when rate_limit.window_start <= ${t} - make_interval(secs => ${QUIET_SECONDS})
                       then 1 else rate_limit.count + 1 end,
          window_start = ${t}
        returning count`;
      const burst = await tx.execute<{ count: number }>(upsert(`staff-refusals:${account.id}`));
      const count = Number(burst.rows[0]?.count ?? 0);
      if (count === 1) {
        // The burst's first refusal: where the list of addresses starts.
        await tx.execute(sql`
          insert into rate_limit (key, count, window_start) values (${`staff-burst:${account.id}`}, 0, ${t})
          on conflict (key) do update set window_start = ${t}`);
      }
      await tx.execute(upsert(`staff-refusals:${account.id}:${ip}`));
      if (count !== BURST_REFUSALS) return;
      const addresses = await tx.execute<{ key: string; count: number }>(sql`
        select r.key, r.count from rate_limit r, rate_limit b
        where b.key = ${`staff-burst:${account.id}`}
          and r.key like ${`staff-refusals:${account.id}:%`}
          and r.window_start >= b.window_start
        order by r.count desc, r.key`);
      const [started] = (
        await tx.execute<{ start: string }>(
          sql`select window_start as start from rate_limit where key = ${`staff-burst:${account.id}`}`,
        )
      ).rows;
      const prefix = `staff-refusals:${account.id}:`;
      await enqueueEmail(
        refusalWarning({
          account,
          count,
          since: started ? new Date(started.start) : at,
          at,
          addresses: addresses.rows.map((r) => ({
            ip: r.key.slice(prefix.length),
            count: Number(r.count),
          })),
        }),
        tx,
      );
    });
  } catch (error) {
    logger().error({ err: error }, "staff sign-in refusal not recorded");
  }
}

function plural(n: number, word: string) {
  return `${n}\u00a0${word}${n > 1 ? "s" : ""}`;
}

/** The firm's warning, in French, times in Dakar. */
export function refusalWarning(input: {
  account: StaffAccount;
  count: number;
  since: Date;
  at: Date;
  addresses: { ip: string; count: number }[];
}) {
  const name = input.account.username
    ? `${input.account.username} (${input.account.email})`
    : input.account.email;
  const addresses = input.addresses
    .map((a) => `${a.ip} (${plural(a.count, "tentative")})`)
    .join(", ");
  const summary =
    `${plural(input.count, "tentative")} de connexion refusée${input.count > 1 ? "s" : ""} ` +
    `sur le compte du personnel ${name}, depuis ${plural(input.addresses.length, "adresse")}.`;
  const content = renderEmail({
    subject: `Alerte\u00a0: tentatives de connexion refusées sur l'espace Devis & Factures — ${company.name}`,
    heading: "Tentatives de connexion refusées",
    blocks: [
      { type: "paragraph", text: summary },
      {
        type: "details",
        rows: [
          ["Compte", name],
          ["Tentatives refusées", String(input.count)],
          ["Adresses", addresses || "inconnue"],
          ["Première tentative", formatFrenchDateTime(input.since)],
          ["Alerte", `${formatFrenchDateTime(input.at)} (heure de Dakar)`],
        ],
      },
      {
        type: "paragraph",
        text:
          "Les vérifications du mot de passe de ce compte sont désormais espacées. " +
          "Une adresse qui s'est déjà connectée à ce compte n'est pas ralentie. " +
          "Si ces tentatives ne viennent pas de votre équipe, choisissez sans attendre un mot de passe long (STAFF_PASSWORD). " +
          "Aucune autre alerte ne sera envoyée pour cette vague\u00a0: elle prend fin après 15\u00a0minutes sans tentative refusée.",
      },
    ],
  });
  const to = env().MAIL_TO;
  return {
    ...content,
    kind: "staff-login-refused",
    to,
    template: {
      id: "notification" as const,
      params: {
        to_email: to,
        user_name: name,
        login_time: formatFrenchDateTime(input.at),
        user_connected: summary,
      },
    },
  };
}
