/**
 * Runs the official EN 16931 business rules (the Schematron of the European Commission's eInvoicing
 * project, compiled for SaxonJS) over a UBL or CII document and reads the SVRL report it writes.
 * Used by the tests; the rule files live beside the repository in `shared/validation/en16931/`, not in
 * the shop itself.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import SaxonJS from "saxon-js";

/** `../shared/validation/en16931/` from the repository root, where CI puts the shared folder. */
export const EN16931_RULES_DIR = fileURLToPath(new URL("../../../../shared/validation/en16931/", import.meta.url));
export const EN16931_SYNTAXES = ["UBL", "CII"] as const;
export type En16931Syntax = (typeof EN16931_SYNTAXES)[number];

export type FailedAssertion = { id: string; flag: string; text: string; location: string };
/** `firedRules` counts the rule contexts that matched: 0 means the document was not the syntax checked at all. */
export type En16931Report = { fatal: FailedAssertion[]; warnings: FailedAssertion[]; firedRules: number };

export function en16931RulesAvailable(): boolean {
  return EN16931_SYNTAXES.every((syntax) => existsSync(rulesFile(syntax)));
}

function rulesFile(syntax: En16931Syntax): string {
  return `${EN16931_RULES_DIR}EN16931-${syntax}-validation.sef.json`;
}

// Loading a compiled rule set takes about half a second; the tests check a dozen documents with two.
const stylesheets = new Map<En16931Syntax, Promise<unknown>>();

function stylesheet(syntax: En16931Syntax): Promise<unknown> {
  let loaded = stylesheets.get(syntax);
  if (!loaded) {
    loaded = readFile(rulesFile(syntax), "utf8").then((text) => JSON.parse(text) as unknown);
    stylesheets.set(syntax, loaded);
  }
  return loaded;
}

export async function checkEn16931(xml: string, syntax: En16931Syntax): Promise<En16931Report> {
  const result = await SaxonJS.transform({ stylesheetInternal: await stylesheet(syntax), sourceText: xml, destination: "serialized" }, "async");
  const failed = failedAssertions(result.principalResult);
  return {
    fatal: failed.filter((a) => a.flag === "fatal"),
    warnings: failed.filter((a) => a.flag !== "fatal"),
    firedRules: result.principalResult.match(/<svrl:fired-rule\b/g)?.length ?? 0,
  };
}

/** Every `<svrl:failed-assert>` of an SVRL report. */
export function failedAssertions(svrl: string): FailedAssertion[] {
  const assertions: FailedAssertion[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attributes = match[1] ?? "";
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2] ?? "")?.[1] ?? "";
    assertions.push({ id: attribute("id"), flag: attribute("flag"), text: unescapeXml(text.trim()), location: unescapeXml(attribute("location")) });
  }
  return assertions;
}

function unescapeXml(text: string): string {
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&apos;", "'").replaceAll("&amp;", "&");
}

/** One line per broken rule, for a failing test's message. */
export function describeAssertions(assertions: readonly FailedAssertion[]): string {
  return assertions.map((a) => `${a.id} (${a.flag}) at ${a.location}: ${a.text}`).join("\n");
}
