import { fileURLToPath } from "node:url";
import { startSite } from "./main.ts";

// The server bundle, build/server/index.js: the process start, bundled with
// React Router's build so the routes and the server share one copy of every
// module. `npm start` (scripts/start.mjs) calls `start()`; importing this file
// starts nothing.
export async function start() {
  return startSite({
    build: {
      // An entry of its own (server-build.js), which pre-rendering imports; loaded
      // while the database opens.
      server: import("virtual:react-router/server-build"),
      // build/server/index.js → build/client, wherever build/ was put.
      clientDir: fileURLToPath(new URL("../client", import.meta.url)),
    },
  });
}
