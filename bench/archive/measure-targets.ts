import { measureLoad, type LoadSettings } from "./load-run.ts";
import { probe, readProductList, TARGETS, TRIVIAL_FALLBACK_PATH, type Target } from "./targets.ts";
import { runFailure, type TargetRun } from "./verdicts.ts";

/** What a target is measured against, decided by one plain request before any load. */
type Plan = { target: Target; path: string; expectStatus: number; note?: string } | { target: Target; outcome: "failed" | "unavailable"; note: string };

async function planTrivial(origin: string, target: Target, headers: Record<string, string>): Promise<Plan> {
  const first = await probe(origin, target.path, headers);
  if (first.status === 200) return { target, path: target.path, expectStatus: 200 };
  const fallback = await probe(origin, TRIVIAL_FALLBACK_PATH, headers);
  if (fallback.status !== 404 || !fallback.contentType.includes("text/html")) {
    return { target, outcome: "failed", note: `${target.path} answered ${first.status}, ${TRIVIAL_FALLBACK_PATH} answered ${fallback.status}` };
  }
  const note = `${target.path} answered ${first.status}: measured the 404 page ${TRIVIAL_FALLBACK_PATH} instead`;
  console.warn(`  warning: ${note}`);
  return { target, path: TRIVIAL_FALLBACK_PATH, expectStatus: 404, note };
}

async function planTarget(origin: string, target: Target, headers: Record<string, string>): Promise<Plan> {
  if (target.kind === "trivial") return planTrivial(origin, target, headers);
  const answer = await probe(origin, target.path, headers);
  if (answer.status === 404 && target.optional) return { target, outcome: "unavailable", note: `${target.path.split("?")[0]} answered 404` };
  if (answer.status !== 200) return { target, outcome: "failed", note: `answered ${answer.status} before any load` };
  if (target.kind !== "api") return { target, path: target.path, expectStatus: 200 };
  // An empty page would be fast for the wrong reason: the query must find products.
  const list = readProductList(answer.body);
  if (!list) return { target, outcome: "failed", note: "the answer is not a product list ({items: [...]})" };
  if (list.items === 0) return { target, outcome: "failed", note: "the filtered page holds no products" };
  return { target, path: target.path, expectStatus: 200, note: list.total === null ? undefined : `${list.total} matching products` };
}

/** Probes every target, then loads them one after another against the same server. */
export async function measureTargets(origin: string, settings: LoadSettings): Promise<TargetRun[]> {
  const plans: Plan[] = [];
  for (const target of TARGETS) plans.push(await planTarget(origin, target, settings.headers));

  const runs: TargetRun[] = [];
  for (const plan of plans) {
    const { kind, label } = plan.target;
    if ("outcome" in plan) {
      runs.push({ kind, label, path: plan.target.path, outcome: plan.outcome, note: plan.note });
      continue;
    }
    console.log(`  ${label}: GET ${plan.path} (${settings.warmup} s warm-up, ${settings.duration} s measured)`);
    const result = await measureLoad(origin + plan.path, plan.expectStatus, settings);
    const failure = runFailure(result);
    runs.push({ kind, label, path: plan.path, outcome: failure ? "failed" : "measured", note: failure ?? plan.note, result });
  }
  return runs;
}
