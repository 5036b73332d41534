// Runs a command to its end; its output goes straight through (live) or is held and
// handed back whole, so runs side by side do not mix their lines.
import { spawn } from "node:child_process";

/** @returns {Promise<{ code: number | null, ms: number, output: Buffer }>} */
export function spawnHeld(command, args, { live = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const held = [];
    const child = spawn(command, args, {
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
      env,
    });
    if (!live) {
      child.stdout.on("data", (chunk) => held.push(chunk));
      child.stderr.on("data", (chunk) => held.push(chunk));
    }
    child.on("close", (code) =>
      resolve({ code, ms: Date.now() - t0, output: Buffer.concat(held) }),
    );
  });
}
