/**
 * Paint first, then hydrate (docs/decisions/0006-paint-before-hydration.md).
 *
 * React Router's `<Scripts>` asks for every module of the page up front: `modulepreload` links in the
 * head and an async module script that imports the route modules and the client entry. On a slow phone
 * those ~130 KB of JavaScript share the link with the stylesheet and the product picture, and the
 * hydration they start can run before the browser has painted anything. Every page already works without
 * JavaScript, so nothing is lost by showing it first: this rewrite drops the preload links, parks the
 * module script as inert text, and adds a small script that, once the browser reports the first
 * contentful paint, adds the same preloads (all at once, so the modules still download in parallel) and
 * runs the module script. A hidden tab never paints, so there it boots at once.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router writes the page's nonce, when it has one, on the preloads and on the module script.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: crossorigin="[^"]*")?(?: nonce="[^"]*")?\/>/g;
const moduleScriptOpen = (nonce?: string) => `<script${nonce ? ` nonce="${nonce}"` : ""} type="module" async="">`;
const SCRIPT_CLOSE = "</script>";
const HEAD_CLOSE = "</head>";
/** The parked module script; `type` makes the browser keep it as text. */
export const PARKED_SCRIPT_ID = "vitrine-hydrate";
const PARKED_TYPE = "text/x-vitrine-module";

/** The head without its module preloads, and the modules they named, in order. */
export function withoutModulePreloads(head: string): { head: string; modules: string[] } {
  const modules: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  return { head: rest, modules };
}

/** The attribute of the boot script listing the modules to preload, separated by spaces. */
export const MODULES_ATTRIBUTE = "data-vitrine-modules";

/** Boots anyway when no first contentful paint is reported by then (a page with nothing to paint). */
export const BOOT_FALLBACK_MS = 2000;

/**
 * The inline script that boots the parked module script once the browser reports the first contentful
 * paint (a hidden tab, which never paints, or a browser without paint timing: at once or after a frame).
 */
export function bootScript(modules: readonly string[], nonce?: string): string {
  const list = modules.map((href) => href.replace(/[^\w./:?=&%~+-]/g, encodeURIComponent)).join(" ");
  return (
    `<script${nonceAttribute(nonce)} ${MODULES_ATTRIBUTE}="${list.replace(/&/g, "&amp;")}">(function(s){` +
    "var done=false;" +
    "function boot(){if(done)return;done=true;" +
    `s.getAttribute("${MODULES_ATTRIBUTE}").split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l);});` +
    `var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=document.getElementById("${PARKED_SCRIPT_ID}").textContent;document.body.appendChild(m);` +
    "}" +
    'if(document.visibilityState!=="visible")return boot();' +
    'if(typeof PerformanceObserver==="undefined"||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(boot,0);});' +
    'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();boot();}}).observe({type:"paint",buffered:true});' +
    `setTimeout(boot,${BOOT_FALLBACK_MS});` +
    "})(document.currentScript);</script>"
  );
}

/** The module script parked as inert text, followed by the script that runs it after the first paint. */
export function parkedModuleScript(body: string, modules: readonly string[], nonce?: string): string {
  return `<script type="${PARKED_TYPE}" id="${PARKED_SCRIPT_ID}">${body}${SCRIPT_CLOSE}${bootScript(modules, nonce)}`;
}

/**
 * The page's Content-Security-Policy nonce on the boot script, which hands it on to the module script it
 * creates (`m.nonce=s.nonce`: the browser hides the attribute, not the property).
 */
function nonceAttribute(nonce: string | undefined): string {
  return nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce) ? ` nonce="${nonce}"` : "";
}

/**
 * The rewrite over a streamed document. It holds text back only while it must: until the head is
 * complete, and from the module script's opening tag to its end; everything else passes at once, so
 * streamed parts of the page still stream. A document without the markers (an error page rendered
 * without scripts) passes unchanged. The boot script carries the page's nonce, if it has one.
 */
export function deferHydration(nonce?: string): Transform {
  const MODULE_SCRIPT_OPEN = moduleScriptOpen(nonce);
  let pending = "";
  let modules: string[] = [];
  let stage: "head" | "body" | "script" | "done" = "head";
  // A multi-byte character may be split between two chunks.
  const decoder = new StringDecoder("utf8");

  const advance = (push: (text: string) => void, final: boolean) => {
    for (;;) {
      if (stage === "head") {
        const end = pending.indexOf(HEAD_CLOSE);
        if (end === -1) break;
        const rewritten = withoutModulePreloads(pending.slice(0, end));
        modules = rewritten.modules;
        push(rewritten.head + HEAD_CLOSE);
        pending = pending.slice(end + HEAD_CLOSE.length);
        stage = "body";
      } else if (stage === "body") {
        const start = pending.indexOf(MODULE_SCRIPT_OPEN);
        if (start === -1) {
          // Keep back what could be the start of the opening tag split across two chunks.
          const keep = final ? 0 : Math.min(pending.length, MODULE_SCRIPT_OPEN.length - 1);
          push(pending.slice(0, pending.length - keep));
          pending = pending.slice(pending.length - keep);
          break;
        }
        push(pending.slice(0, start));
        pending = pending.slice(start + MODULE_SCRIPT_OPEN.length);
        stage = "script";
      } else if (stage === "script") {
        const end = pending.indexOf(SCRIPT_CLOSE);
        if (end === -1) break;
        push(parkedModuleScript(pending.slice(0, end), modules, nonce));
        pending = pending.slice(end + SCRIPT_CLOSE.length);
        stage = "done";
      } else {
        push(pending);
        pending = "";
        break;
      }
    }
    if (final && pending !== "") {
      // An unfinished head or script: send what there is rather than lose it.
      push(stage === "script" ? MODULE_SCRIPT_OPEN + pending : pending);
      pending = "";
    }
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending += typeof chunk === "string" ? chunk : decoder.write(chunk);
      advance((text) => text !== "" && this.push(text), false);
      callback();
    },
    flush(callback) {
      pending += decoder.end();
      advance((text) => text !== "" && this.push(text), true);
      callback();
    },
  });
}
