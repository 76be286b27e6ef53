import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SERVER_BUILD = path.join("build", "server", "index.js");
/** What the client and server builds are made from (app/ imports domain/ and a few server/ modules). */
const SOURCES = ["app", "domain", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

/**
 * Builds the app when build/ is missing, older than any of its sources, or when asked: a page
 * benchmark of stale JavaScript would measure the wrong bundle. Returns why it built, or null.
 */
export function ensureFreshBuild(repoRoot: string, force: boolean): string | null {
  const buildFile = path.join(repoRoot, SERVER_BUILD);
  let reason: string | null = null;
  if (force) reason = "--build";
  else if (!existsSync(buildFile)) reason = "build/ is missing";
  else {
    const builtAt = statSync(buildFile).mtimeMs;
    const newer = SOURCES.map((source) => newestModification(path.join(repoRoot, source))).find((entry) => entry && entry.mtimeMs > builtAt);
    if (newer) reason = `${path.relative(repoRoot, newer.file)} is newer than build/`;
  }
  if (!reason) return null;
  console.log(`building the app (npm run build: ${reason}) ...`);
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
  return reason;
}

function newestModification(target: string): { file: string; mtimeMs: number } | null {
  if (!existsSync(target)) return null;
  const stat = statSync(target);
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const mtimeMs = statSync(file).mtimeMs;
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}
