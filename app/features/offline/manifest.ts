import { landingOf } from "#app/features/auth/doors.ts";
import { APP_COLORS, APP_ICONS } from "#app/lib/app-icons.ts";
import type { StaffRole } from "#app/features/auth/permissions.ts";

/** Where the studio opens for someone not (or no longer) signed in: the hub, which sends them to sign in. */
const STUDIO_DOOR = "/invoice-quote";

/**
 * The studio's web app manifest (ADR 041): installed, it opens on the member's landing
 * page (`landingOf`: the hub, or the editor for Rédaction). Its `id` does not depend on
 * the role, so the studio is one app on a device whoever installed it.
 */
export function studioManifest(
  companyName: string,
  member: { staffRole: StaffRole | null } | null,
) {
  return {
    id: "/studio",
    name: `Studio ${companyName}`,
    short_name: "Studio",
    description: `Le studio de ${companyName}\u00a0: devis, factures, clients et publications.`,
    lang: "fr",
    dir: "ltr",
    start_url: member ? landingOf(member.staffRole) : STUDIO_DOOR,
    scope: "/",
    display: "standalone",
    ...APP_COLORS,
    icons: [...APP_ICONS],
  };
}
