import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Debian's nginx, if installed. */
export function findNginx(): string | null {
  return ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p)) ?? null;
}

/**
 * The benchmarks' reference: nginx with one worker (the site is one process),
 * run as our own process from `dir`, answering `/` with `root`'s index.html.
 * `compression` is its gzip directives (`gzip on;`, or `gzip_static always;`
 * for precompressed bytes).
 */
export function spawnNginx(options: {
  bin: string;
  dir: string;
  root: string;
  host: string;
  port: number;
  compression: string;
}): ChildProcess {
  const { bin, dir, root, host, port, compression } = options;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${compression}
  server {
    listen ${host}:${port};
    root ${root};
    location = / { default_type text/html; try_files /index.html =404; }
  }
}
`,
  );
  return spawn(bin, ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
}
