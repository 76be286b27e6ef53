/**
 * `npm run build`: React Router's build, then brotli and gzip copies of the client's files.
 *
 * The build prints warnings and errors only (vite.config.ts). One line is dropped here by its exact text:
 * React Router 7.18 loads its own config through an inner Vite server created with `envFile: false`, an
 * option Vite 8 deprecates, and prints that deprecation once per load. Our Vite config cannot reach that
 * server, and the option is React Router's own (still so in 7.18.7; gone in React Router 8, which needs
 * Node 22). Everything else the build says is passed on as it comes, and its exit code is kept.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { precompress } from "./precompress.ts";

export const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated";

function runBuild(): Promise<number> {
  const bin = path.resolve("node_modules", "@react-router", "dev", "bin.js");
  const child = spawn(process.execPath, [bin, "build"], { stdio: ["ignore", "pipe", "pipe"] });
  const pass = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
    createInterface({ input: from }).on("line", (line) => {
      if (!line.includes(ENV_FILE_DEPRECATION)) to.write(`${line}\n`);
    });
  pass(child.stdout, process.stdout);
  pass(child.stderr, process.stderr);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const code = await runBuild();
if (code !== 0) {
  console.error(`react-router build failed (exit code ${code})`);
  process.exit(code);
}
const result = await precompress(path.resolve("build/client"));
console.log(
  `Built the app; precompressed ${result.files} files (${(result.bytes / 1024).toFixed(0)} KiB → ${(result.brotliBytes / 1024).toFixed(0)} KiB brotli).`,
);
