import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export type RunningServer = { origin: string; pid: number; stop(): Promise<void> };

const SERVER_ENTRY = "server/main.ts";
/** The V8 flags `npm run serve` gives the server (package.json), so the benches measure the server it starts. */
export const SERVER_V8_FLAGS = ["--max-semi-space-size=32", "--no-allocation-site-pretenuring"];
const SERVER_BUILD = path.join("build", "server", "index.js");

/** Builds the app when asked or when there is no build; warns when the build predates app/ changes. */
export function ensureBuild(repoRoot: string, force: boolean): void {
  const buildFile = path.join(repoRoot, SERVER_BUILD);
  if (!force && existsSync(buildFile)) {
    const newest = newestModification(path.join(repoRoot, "app"));
    if (newest > statSync(buildFile).mtimeMs) {
      console.warn("warning: build/ is older than files in app/; pass --build to measure the current code");
    }
    return;
  }
  console.log("building the app (npm run build) ...");
  const result = spawnSync("npm", ["run", "build"], { cwd: repoRoot, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
}

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server as `npm run serve` does (`node --max-semi-space-size=32 --no-allocation-site-pretenuring --import tsx server/main.ts`),
 * as `node` itself, so the PID we stop is the server and not a wrapper, and waits until /api/health answers.
 */
export async function startServer(options: { repoRoot: string; env: Record<string, string>; timeoutMs?: number }): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load (written at its exit).
  const nodeFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_V8_FLAGS, ...nodeFlags, "--import", "tsx", SERVER_ENTRY], {
    cwd: options.repoRoot,
    // DEMO=1: the benches measure the demo shop (seeded on an empty database), as `npm start` serves it.
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", DEMO: "1", ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on("data", keepTail);
  child.stderr.on("data", keepTail);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it answered:\n${output}`);
    if (await answersHealth(origin)) {
      if (child.pid === undefined) throw new Error("the server process has no PID");
      return { origin, pid: child.pid, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not answer GET /api/health within ${(options.timeoutMs ?? 60_000) / 1000} s:\n${output}`);
}

async function answersHealth(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
