import type { Env } from "#app/config/env.server.ts";
import type { PaymentMethod } from "#app/db/schema.ts";
import { paytechAdapter } from "./paytech.ts";
import type { ProviderAdapter, ProviderConfig } from "./providers.ts";
import { waveAdapter } from "./wave.ts";

// The online payment providers (ADR 029, ADR 036), each declared once: the
// provider type, the database's column, the client's buttons, the staff's names,
// the notification routes and the same-origin exemption (server/security.ts) are
// all read from here. Pure: the schema imports it.

export type ProviderEntry<K extends keyof Env> = {
  /** The provider's name, as the staff and the client read it: « Wave ». */
  name: string;
  /** The client's button on /d/<token>/payer. */
  label: string;
  /** Where the provider notifies us; app/routes.ts routes it (registry.test.ts checks). */
  notifyPath: `/paiements/${string}`;
  /** The environment's keys which, all set, offer the provider (validated in env.server.ts). */
  envKeys: readonly K[];
  /**
   * The ways of paying its checkout offers, as the ledger records them. A provider of
   * one way is named alone (« Wave »), one of several with the way (« PayTech (Carte) »).
   */
  methods: readonly [PaymentMethod, ...PaymentMethod[]];
  adapter: ProviderAdapter<NoInfer<K>>;
};

/** An entry whose adapter relies only on the keys it names (the compiler checks). */
const provider = <K extends keyof Env>(entry: ProviderEntry<K>) => entry;

export const PROVIDERS = {
  wave: provider({
    name: "Wave",
    label: "Payer avec Wave",
    notifyPath: "/paiements/wave/webhook",
    envKeys: ["WAVE_API_KEY", "WAVE_WEBHOOK_SECRET"],
    methods: ["wave"],
    adapter: waveAdapter,
  }),
  paytech: provider({
    name: "PayTech",
    label: "Payer par Orange Money, Free Money ou carte",
    notifyPath: "/paiements/paytech/ipn",
    envKeys: ["PAYTECH_API_KEY", "PAYTECH_API_SECRET"],
    // Wave is paid through its own API, not PayTech's (ADR 029).
    methods: ["orange_money", "free_money", "carte"],
    adapter: paytechAdapter,
  }),
};

export type OnlineProvider = keyof typeof PROVIDERS;

/** The providers, in the order the client's page offers them (the database column's values). */
export const ONLINE_PROVIDERS = Object.keys(PROVIDERS) as [OnlineProvider, ...OnlineProvider[]];

/** Every provider's notification path: exempted from the same-origin check (signed instead). */
export const NOTIFY_PATHS: readonly string[] = ONLINE_PROVIDERS.map(
  (id) => PROVIDERS[id].notifyPath,
);

/** Whether every key the provider names is set: then, and only then, it is offered. */
export function providerEnabled<K extends keyof Env>(
  entry: ProviderEntry<K>,
  config: Env,
): config is ProviderConfig<K> {
  return entry.envKeys.every((key) => Boolean(config[key]));
}

/**
 * « Wave », « PayTech (Orange Money) »: how the staff read the way a payment came.
 * `way` is how the payment was made (the ledger's label, or the provider's own word).
 */
export function providerWay(id: OnlineProvider, way: string | null | undefined): string {
  const { name, methods } = PROVIDERS[id];
  return methods.length > 1 && way ? `${name} (${way})` : name;
}
