/**
 * The hostile inputs: values for path parameters and query strings, request bodies for the JSON API and
 * for page actions. The random parts come from fast-check with a fixed seed, so every run sends the same
 * requests and a failure can be replayed.
 */
import fc from "fast-check";

export const FUZZ_SEED = 15_2026;

/** A value as it goes on the wire (already URL-encoded where it needs to be), named by what is wrong with it. */
export type HostileValue = { kind: string; raw: string };

const enc = encodeURIComponent;

/** For a path parameter or a query value. */
export const HOSTILE_VALUES: HostileValue[] = [
  { kind: "nul", raw: "a%00b" },
  { kind: "control", raw: "a%01%08%1B%7Fb" },
  { kind: "newline", raw: "a%0D%0Ab" },
  { kind: "surrogate", raw: "%ED%A0%80" },
  { kind: "bad-utf8", raw: "%C0%AF%FF%FE" },
  { kind: "broken-escape", raw: "%zz" },
  { kind: "lone-percent", raw: "%" },
  { kind: "huge", raw: "x".repeat(10_000) },
  { kind: "huge-number", raw: `1${"0".repeat(30)}` },
  { kind: "negative", raw: "-1" },
  { kind: "float", raw: "1.5" },
  { kind: "nan", raw: "NaN" },
  { kind: "traversal", raw: "..%2F..%2F..%2Fetc%2Fpasswd" },
  { kind: "dot-dot", raw: ".." },
  { kind: "sql", raw: enc("' OR 1=1; DROP TABLE products; --") },
  { kind: "html", raw: enc('"><script>alert(1)</script>') },
  { kind: "emoji", raw: "%F0%9F%98%80" },
];

/** Query names the app reads somewhere, besides those found on the pages' links and GET forms. */
export const COMMON_QUERY_NAMES = [
  "page",
  "per_page",
  "sort",
  "orderby",
  "s",
  "q",
  "category",
  "country",
  "shipping",
  "token",
  "next",
  "key",
  "to",
  "_routes",
  "index",
];

export type QueryCase = { kind: string; query: string };

/** Hostile query strings: each hostile value once (under names taken in turn), arrays, odd shapes, and seeded mixes. */
export function queryCases(names: string[], mixes: number, seed: number): QueryCase[] {
  const cases: QueryCase[] = HOSTILE_VALUES.map((value, i) => ({ kind: `query ${value.kind}`, query: `${names[i % names.length]}=${value.raw}` }));
  cases.push({ kind: "query array", query: names.map((name) => `${name}=1&${name}=2`).join("&") });
  cases.push({ kind: "query brackets", query: names.map((name) => `${name}[]=1&${name}[a][b]=2`).join("&") });
  cases.push({ kind: "query no-value", query: `${names.join("&")}&=x&&&` });
  cases.push({ kind: "query hostile-name", query: "%00=1&%zz=2&%ED%A0%80=3&__proto__=4&constructor=5" });
  const mix = fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...HOSTILE_VALUES)), { minLength: 1, maxLength: 4 });
  for (const pairs of fc.sample(mix, { seed, numRuns: mixes })) {
    cases.push({ kind: "query mix", query: pairs.map(([name, value]) => `${name}=${value.raw.slice(0, 2000)}`).join("&") });
  }
  return cases;
}

export type BodyCase = { kind: string; contentType?: string; body: string | Buffer; detail?: string };

const TWO_MB = 2 * 1024 * 1024;

/** Hostile JSON values, to put where a field's real value goes. */
const HOSTILE_JSON: { kind: string; value: unknown }[] = [
  { kind: "null", value: null },
  { kind: "bool", value: true },
  { kind: "huge-number", value: 1e30 },
  { kind: "negative", value: -1 },
  { kind: "float", value: 1.5 },
  { kind: "string", value: "fuzz" },
  { kind: "huge-string", value: "x".repeat(10_000) },
  { kind: "nul", value: "a\u0000b" },
  { kind: "surrogate", value: "\ud800" },
  { kind: "array", value: [1, "2"] },
  { kind: "object", value: { $gt: "" } },
];

/**
 * Bodies that are wrong whatever the endpoint: wrong formats, broken syntax, deep nesting, too big. The
 * kind names the format (the variant is the detail), as one fix handles a format whatever its variant.
 */
export function formatBodies(): BodyCase[] {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const boundary = "fuzzboundary";
  const json = (detail: string, body: string | Buffer, contentType = "application/json"): BodyCase => ({ kind: "body json", contentType, body, detail });
  return [
    json("invalid", '{"email": "a", '),
    json("array", "[1, 2, 3]"),
    json("null", "null"),
    json("empty", ""),
    json("__proto__", '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}'),
    json("nested 10 000 deep", nested(10_000)),
    json("arrays nested 100 000 deep", `${"[".repeat(100_000)}${"]".repeat(100_000)}`),
    json("utf-16", Buffer.from('{"a":1}', "utf16le"), "application/json; charset=utf-16"),
    json("2 MB", JSON.stringify({ a: "x".repeat(TWO_MB) })),
    { kind: "body text-plain", contentType: "text/plain", body: "email=a@b.c&password=x" },
    { kind: "body xml", contentType: "application/xml", body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { kind: "body no-content-type", body: '{"a":1}' },
    { kind: "body octet-stream", contentType: "application/octet-stream", body: Buffer.from([0, 255, 254, 0, 1]) },
    {
      kind: "body multipart-broken",
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated`,
      detail: "unterminated",
    },
    { kind: "body multipart-broken", contentType: "multipart/form-data", body: "--x\r\n\r\n--x--", detail: "no boundary" },
    { kind: "body form-broken", contentType: "application/x-www-form-urlencoded", body: "a=%00&b=%zz&%ED%A0%80=1" },
    { kind: "body form-2mb", contentType: "application/x-www-form-urlencoded", body: `a=${"x".repeat(TWO_MB)}` },
  ];
}

/** JSON bodies for an endpoint whose fields (and plausible values) are known: each field missing, mistyped or hostile. */
export function jsonFieldBodies(base: Record<string, unknown>, seed: number): BodyCase[] {
  const json = (value: unknown) => JSON.stringify(value);
  const cases: BodyCase[] = [{ kind: "json plausible", contentType: "application/json", body: json(base) }];
  for (const field of Object.keys(base)) {
    const { [field]: _dropped, ...rest } = base;
    cases.push({ kind: "json missing", contentType: "application/json", body: json(rest), detail: field });
    for (const hostile of HOSTILE_JSON) {
      cases.push({ kind: `json ${hostile.kind}`, contentType: "application/json", body: json({ ...base, [field]: hostile.value }), detail: field });
    }
  }
  cases.push({ kind: "json extra-field", contentType: "application/json", body: json({ ...base, fuzz: 1 }) });
  // Seeded shapes: any JSON at all under the known names.
  const names = Object.keys(base).length > 0 ? Object.keys(base) : ["a"];
  const anyShape = fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...HOSTILE_JSON.map((h) => h.value))));
  for (const value of fc.sample(anyShape, { seed, numRuns: 6 })) cases.push({ kind: "json random", contentType: "application/json", body: json(value) });
  return cases;
}

/** A url-encoded body from fields whose values are already encoded (so hostile escapes pass untouched). */
export function urlEncoded(fields: { name: string; raw: string }[]): string {
  return fields.map((field) => `${enc(field.name)}=${field.raw}`).join("&");
}

/** The per-field mutations of a form: each field missing, doubled, oversized, or holding a hostile value. */
const FIELD_MUTATIONS: { kind: string; raw: string | null; duplicate?: boolean }[] = [
  { kind: "form missing", raw: null },
  { kind: "form duplicated", raw: "other", duplicate: true },
  { kind: "form oversized", raw: "x".repeat(10_000) },
  { kind: "form nul", raw: "a%00b" },
  // Control characters, a lone surrogate and broken escapes in one value: each is refused the same way.
  { kind: "form escapes", raw: "a%01%1B%7F%ED%A0%80%zz%" },
];

/** Form bodies for a page action from one submission the page offers: as offered, then each field mutated. */
export function formFieldBodies(fields: { name: string; value: string }[]): BodyCase[] {
  const form = "application/x-www-form-urlencoded";
  const plain = fields.map((f) => ({ name: f.name, raw: enc(f.value) }));
  const cases: BodyCase[] = [{ kind: "form as-offered", contentType: form, body: urlEncoded(plain) }];
  // A long form (the checkout's) gets NUL in every field and the other mutations taken in turn, one a field:
  // each of its fields costs a full page render, and every mutation still reaches several fields.
  const long = fields.length > 8;
  fields.forEach((field, i) => {
    const mutations = long ? FIELD_MUTATIONS.filter((m, j) => m.kind === "form nul" || j === i % FIELD_MUTATIONS.length) : FIELD_MUTATIONS;
    for (const mutation of mutations) {
      const mutated = plain.flatMap((f, j) => {
        if (j !== i) return [f];
        if (mutation.raw === null) return [];
        return mutation.duplicate ? [f, { name: f.name, raw: mutation.raw }] : [{ name: f.name, raw: mutation.raw }];
      });
      cases.push({ kind: mutation.kind, contentType: form, body: urlEncoded(mutated), detail: field.name });
    }
  });
  cases.push({ kind: "form all-nul", contentType: form, body: urlEncoded(plain.map((f) => ({ name: f.name, raw: `${f.raw}%00` }))) });
  const boundary = "fuzzboundary";
  const multipart =
    fields.map((f) => `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"\r\n\r\n${f.value}\u0000\r\n`).join("") + `--${boundary}--\r\n`;
  cases.push({ kind: "form multipart-nul", contentType: `multipart/form-data; boundary=${boundary}`, body: multipart });
  cases.push({
    kind: "body json",
    contentType: "application/json",
    body: JSON.stringify(Object.fromEntries(fields.map((f) => [f.name, f.value]))),
    detail: "the form as JSON",
  });
  return cases;
}

/** A value for a JSON field, guessed from its name, for endpoints whose bodies are learnt from their own 400s. */
export function plausibleJsonValue(name: string, known: { productId: number; email: string }): unknown {
  const n = name.toLowerCase();
  if (n === "productid") return known.productId;
  if (n.endsWith("id")) return 1;
  if (n.includes("quantit")) return 1;
  if (n.includes("email")) return known.email;
  if (n.includes("password")) return "a long enough fuzz secret";
  if (n === "attributes" || n === "billing" || n === "shipping" || n === "quantities") return {};
  if (n === "token") return "t".repeat(43);
  return "fuzz";
}
