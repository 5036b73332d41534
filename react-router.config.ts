// Public pages are pre-rendered by the running server, once per revision of the
// site (server/prerendered.ts, ADR 026), not at build time: their content lives
// in the database and changes without a build.
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Today's behaviour, said out loud: the build then stops printing a warning
  // per flag. Each is a change to make on purpose, with its tests.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
