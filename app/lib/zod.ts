import { z } from "zod";

// Zod probes `new Function` on first use; our CSP forbids eval, so the probe
// would raise a violation. Jitless parsing never tries.
z.config({ jitless: true });

export { z };
