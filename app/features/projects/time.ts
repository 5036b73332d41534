import { divideRounded } from "#app/lib/money.ts";
import { addDays } from "#app/features/documents/numbering.ts";

// Time on projects (ADR 052), pure: a duration typed in French, the week of a day, what a
// span of minutes is worth at a rate. Rules (docs/product.md « Temps »): minutes are stored
// as whole numbers; francs are whole, rounded half away from zero, entry by entry.

/** The longest entry: a day. */
export const MAX_MINUTES = 24 * 60;

export type Parsed = { ok: true; minutes: number } | { ok: false; message: string };

const EXAMPLES = "«\u00a01h30\u00a0», «\u00a090\u00a0» (minutes) ou «\u00a01:30\u00a0»";
const UNREADABLE = `Durée illisible\u00a0: écrivez par exemple ${EXAMPLES}.`;

const SPACES = /[\s\u00a0\u202f]+/g;

/**
 * A duration as people type it: « 1h30 », « 1 h 30 min », « 90 » (minutes), « 90 min »,
 * « 1:30 », « 2h », « 1,5 h » (hours with a decimal). Whole minutes (a decimal hour is
 * rounded to the nearest minute), more than zero, a day at most.
 */
export function parseDuration(raw: string): Parsed {
  const text = raw.replace(SPACES, "").toLowerCase();
  if (text === "")
    return { ok: false, message: "Indiquez la durée, par exemple «\u00a01h30\u00a0»." };
  let minutes: number | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{1,3})$/.exec(text)) || (m = /^(\d{1,4})(?:mn|min|minutes?)$/.exec(text))) {
    minutes = Number(m[1]);
  } else if ((m = /^(\d{1,2}):(\d{2})$/.exec(text))) {
    if (Number(m[2]) > 59) {
      return {
        ok: false,
        message:
          "Minutes au-delà de 59\u00a0: écrivez «\u00a02:15\u00a0» plutôt que «\u00a01:75\u00a0».",
      };
    }
    minutes = Number(m[1]) * 60 + Number(m[2]);
  } else if ((m = /^(\d{1,2})h(?:eures?)?(?:(\d{1,2})(?:mn|min|minutes?)?)?$/.exec(text))) {
    if (m[2] !== undefined && Number(m[2]) > 59) {
      return {
        ok: false,
        message:
          "Minutes au-delà de 59\u00a0: écrivez «\u00a02h15\u00a0» plutôt que «\u00a01h75\u00a0».",
      };
    }
    minutes = Number(m[1]) * 60 + Number(m[2] ?? 0);
  } else if ((m = /^(\d{1,2})[,.](\d{1,2})h(?:eures?)?$/.exec(text))) {
    // Hours with a decimal: the minutes, rounded half away from zero.
    const scale = 10n ** BigInt(m[2]!.length);
    minutes = Number(divideRounded(BigInt(`${m[1]}${m[2]}`) * 60n, scale));
  }
  if (minutes === null) return { ok: false, message: UNREADABLE };
  if (minutes === 0)
    return { ok: false, message: "Durée nulle\u00a0: indiquez au moins une minute." };
  if (minutes > MAX_MINUTES) {
    return {
      ok: false,
      message:
        "Plus de 24\u00a0heures pour une seule entrée\u00a0: répartissez-la sur plusieurs jours.",
    };
  }
  return { ok: true, minutes };
}

/** « 1 h 30 », « 45 min », « 8 h » (non-breaking spaces). */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}\u00a0min`;
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
}

/** A timer's minutes: from its start to its stop, to the nearest minute (half up). */
export function timerMinutes(startedAt: Date, stoppedAt: Date): number {
  const ms = BigInt(Math.max(0, stoppedAt.getTime() - startedAt.getTime()));
  return Number(divideRounded(ms, 60_000n));
}

/** What `minutes` are worth at `perHour` whole francs: round(minutes × rate / 60), half away from zero. */
export function amountOfMinutes(minutes: number, perHour: number): number {
  return Number(divideRounded(BigInt(minutes) * BigInt(perHour), 60n));
}

/** Hours in the day a « jour » prestation of the catalogue counts. */
export const HOURS_PER_DAY = 8;

/**
 * The hourly billing rate of an entry: the project's rate when it has one, else the
 * prestation's price when the catalogue sells it by the hour (or by the day, over 8 hours,
 * rounded); null when neither gives one (a « forfait » is not time).
 */
export function billingRate(
  projectRate: number | null,
  item: { unitPrice: number; unit: string } | null,
): number | null {
  if (projectRate !== null) return projectRate;
  if (!item) return null;
  const unit = item.unit.trim().toLowerCase();
  if (/^(h|heures?)$/.test(unit)) return item.unitPrice;
  if (/^jours?$/.test(unit))
    return Number(divideRounded(BigInt(item.unitPrice), BigInt(HOURS_PER_DAY)));
  return null;
}

/** The week (Monday to Sunday) holding an ISO day: its seven days. */
export function weekOf(isoDay: string): { monday: string; sunday: string; days: string[] } {
  const weekday = new Date(`${isoDay}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const monday = addDays(isoDay, weekday === 0 ? -6 : 1 - weekday);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return { monday, sunday: days[6]!, days };
}

/** Whether a string is a real ISO day (« 2026-02-30 » is not). */
