// `npm run dev`: Vite in middleware mode inside our server, which it loads
// through its own module graph (server/main.ts, the routes and everything they
// import: one copy of each module). The HTTP server exists first so that
// Vite's hot reload shares the site's port.
import http from "node:http";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const server = http.createServer();
const vite = await createServer({ server: { middlewareMode: true, hmr: { server } } });
try {
  const { startSite } = await vite.ssrLoadModule("/server/main.ts");
  await startSite({ dev: { vite, server } });
} catch (error) {
  console.error(error);
  await vite.close();
  process.exit(1);
}
