import { taxRatesOf } from "../../domain/checkout/tax-rate-rows.ts";
import { priceDisplayRules, type PriceDisplayRules } from "../../domain/tax/display.ts";
import type { Services } from "../../server/services/index.ts";

/** How this shop shows prices, for the root loader: the tax settings' display fields and the base-country rates. */
export async function priceDisplayOf(services: Services): Promise<PriceDisplayRules> {
  const { tax } = await services.settings.pricing();
  return priceDisplayRules(tax, taxRatesOf(tax), { country: tax.baseCountry });
}
