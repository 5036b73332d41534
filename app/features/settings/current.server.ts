import { eq } from "drizzle-orm";
import { companyDefaults } from "#app/config/company.ts";
import { env } from "#app/config/env.server.ts";
import { db } from "#app/db/db.server.ts";
import { companySettings } from "#app/db/schema.ts";
import { logger } from "#app/features/platform/logger.server.ts";
import { onSiteChange } from "#app/features/platform/site-revision.server.ts";
import {
  defaultSettings,
  setCompanyFallback,
  setCurrentCompany,
  type Company,
} from "#app/config/company-live.ts";
import { readStoredSettings } from "./schema.ts";

// The firm's settings, kept in memory (app/config/company-live.ts) and read synchronously by
// everything that prints the firm. Loaded before the server answers
// (server/main.ts) and again at each change of the site, on every instance (ADR 026,
// ADR 033). With no row (a fresh install), app/config/company.ts and REMINDER_DAYS.

export {
  company,
  companyAddressLine,
  companySocials,
  currentCompany,
  whatsappHref,
  type Company,
} from "#app/config/company-live.ts";

function fresh(): Company {
  return { ...defaultSettings(env().REMINDER_DAYS), timeZone: companyDefaults.timeZone };
}
setCompanyFallback(fresh);

/** Reads the settings from the database into memory. */
export async function loadCompanySettings(): Promise<Company> {
  const [row] = await db()
    .select({ data: companySettings.data })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  const defaults = fresh();
  let next = defaults;
  if (row) {
    const stored = readStoredSettings(row.data, defaults);
    if (stored) next = { ...stored, timeZone: companyDefaults.timeZone };
    else logger().error("stored company settings do not validate: defaults used");
  }
  setCurrentCompany(next);
  return next;
}

/** Tests: forget what was loaded (the next read takes a fresh install's defaults). */
export function resetCompanySettingsForTests(): void {
  setCurrentCompany(undefined);
}

onSiteChange(async () => {
  await loadCompanySettings();
});
