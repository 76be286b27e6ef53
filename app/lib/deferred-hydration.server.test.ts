import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { bootScript, deferHydration, MODULES_ATTRIBUTE, PARKED_SCRIPT_ID, withoutModulePreloads } from "./deferred-hydration.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/index.css" data-precedence="default"/>' +
  '<title>Crew Tee — Vitrine</title><link rel="modulepreload" href="/assets/entry.client-a1.js"/><link rel="modulepreload" href="/assets/chunk-b2.js"/>' +
  '<link rel="modulepreload" href="/assets/product-c3.js"/></head>';
const MODULE_BODY =
  ';\nimport * as route0 from "/assets/root-d4.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-a1.js");';
const BODY =
  "<body><main><h1>Crew Tee — 100 % organic ✓</h1></main>" +
  "<script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${MODULE_BODY}</script>` +
  '<script>window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

/** Runs a document through the rewrite in chunks of `size` bytes (a chunk may split a character). */
async function rewrite(html: string, size: number, nonce?: string): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  let out = "";
  for await (const piece of Readable.from(chunks).pipe(deferHydration(nonce))) out += String(piece);
  return out;
}

describe("withoutModulePreloads", () => {
  it("drops the module preloads from the head and lists their modules in order", () => {
    const { head, modules } = withoutModulePreloads(HEAD);
    expect(modules).toEqual(["/assets/entry.client-a1.js", "/assets/chunk-b2.js", "/assets/product-c3.js"]);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/index.css" data-precedence="default"/>');
    expect(head).toContain("<title>Crew Tee — Vitrine</title>");
  });
});

describe("bootScript", () => {
  it("lists the modules in an attribute and escapes what could leave it", () => {
    const script = bootScript(["/assets/a.js", '/assets/b".js', "/assets/c.js?v=1&x=2"]);
    expect(script).toContain(`${MODULES_ATTRIBUTE}="/assets/a.js /assets/b%22.js /assets/c.js?v=1&amp;x=2"`);
    expect(script).toContain(`getElementById("${PARKED_SCRIPT_ID}")`);
    expect(script).toContain('observe({type:"paint",buffered:true})');
  });
});

describe("deferHydration", () => {
  it.each([1, 7, 64, 100_000])("gives the same document whatever the chunk size (%i bytes)", async (size) => {
    const out = await rewrite(HEAD + BODY, size);
    expect(out).toBe(await rewrite(HEAD + BODY, 100_000));
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain(`<script type="text/x-vitrine-module" id="${PARKED_SCRIPT_ID}">${MODULE_BODY}</script>`);
    expect(out).toContain(`${MODULES_ATTRIBUTE}="/assets/entry.client-a1.js /assets/chunk-b2.js /assets/product-c3.js"`);
    expect(out).toContain("<h1>Crew Tee — 100 % organic ✓</h1>");
  });

  it("keeps the parked module script ahead of its boot script and the stream data after both", async () => {
    const out = await rewrite(HEAD + BODY, 13);
    const parked = out.indexOf(PARKED_SCRIPT_ID);
    const boot = out.indexOf(MODULES_ATTRIBUTE);
    const data = out.indexOf("streamController.enqueue");
    expect(parked).toBeGreaterThan(0);
    expect(boot).toBeGreaterThan(parked);
    expect(data).toBeGreaterThan(boot);
  });

  it("with a Content-Security-Policy nonce: recognises the nonce'd preloads and module script, and the boot script carries the nonce on", async () => {
    const nonce = "AbC+/9xyz0123456789abc==";
    const withNonce = (html: string) =>
      html.replace(/(<link rel="modulepreload" href="[^"]+")\/>/g, `$1 nonce="${nonce}"/>`).replace(/<script( type="module")?/g, `<script nonce="${nonce}"$1`);
    const out = await rewrite(withNonce(HEAD) + withNonce(BODY), 11, nonce);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('type="module" async');
    expect(out).toContain(`<script type="text/x-vitrine-module" id="${PARKED_SCRIPT_ID}">${MODULE_BODY}</script>`);
    expect(out).toContain(`<script nonce="${nonce}" ${MODULES_ATTRIBUTE}="/assets/entry.client-a1.js /assets/chunk-b2.js /assets/product-c3.js">`);
    expect(out).toContain("m.nonce=s.nonce;");
  });

  it("passes a document without scripts unchanged", async () => {
    const plain = "<!DOCTYPE html><html><head><title>Oops</title></head><body><p>Something went wrong — sorry.</p></body></html>";
    expect(await rewrite(plain, 5)).toBe(plain);
  });

  it("never loses text of a document cut short", async () => {
    const cut = HEAD + '<body><script type="module" async="">import "/assets/x.js";';
    const out = await rewrite(cut, 9);
    expect(out).toContain("<title>Crew Tee — Vitrine</title>");
    expect(out).toContain('<script type="module" async="">import "/assets/x.js";');
  });
});
