import { fileURLToPath } from "node:url";
import { startSite } from "./main.ts";

// The server bundle, build/server/index.js: the process start, bundled with
// React Router's build so the routes and the server share one copy of every
// module. `npm start` (scripts/start.mjs) calls `start()`; importing this file
// starts nothing.
export async function start() {
  // A chunk of its own (build/server/assets/), which pre-rendering imports as the build.
  const build = await import("virtual:react-router/server-build");
  return startSite({
    build: {
      server: build,
      // build/server/index.js → build/client, wherever build/ was put.
      clientDir: fileURLToPath(new URL("../client", import.meta.url)),
    },
  });
}
