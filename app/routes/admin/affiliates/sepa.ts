import { sepaFile } from "./affiliates.server.ts";
import type { Route } from "./+types/sepa";

/** GET /admin/affiliates/payouts/sepa.xml: the approved bank payouts as a SEPA credit-transfer file. */
export async function loader({ context }: Route.LoaderArgs) {
  return sepaFile(context.ctx, context.services);
}
