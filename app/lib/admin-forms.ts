/**
 * What an admin action answers a refused form with (browser-safe: no server imports): which form (its
 * intent), the message for the notice, the errors beside the fields, what was typed so nothing is lost.
 */
export type AdminProblem = {
  intent?: string | undefined;
  /** A service's refusal code (`stale_version`, …), when the service refused. */
  code?: string | undefined;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};

/** The problem in an action's answer, when it is for this form (or any form when no intent is given). */
export function problemOf(actionData: unknown, intent?: string): AdminProblem | null {
  const problem = (actionData as { problem?: AdminProblem } | undefined)?.problem;
  if (!problem) return null;
  return intent === undefined || problem.intent === undefined || problem.intent === intent ? problem : null;
}
