import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

describe("cart timings", () => {
  it("S-4-74 S-4-75 S-5-17 S-7-18 P-4-175 P-4-179 P-7-20 match the spec's figures", () => {
    expect({ ...constants }).toEqual({
      MINI_CART_QUANTITY_DEBOUNCE_MS: 500,
      MINI_CART_LOADING_CLEAR_MS: 500,
      CART_AUTO_UPDATE_DELAY_MS: 1000,
      CHECKOUT_EMAIL_CHECK_DEBOUNCE_MS: 300,
      CART_FRAGMENTS_MAX_AGE_MS: 86_400_000,
      CART_FRAGMENTS_REFRESH_INTERVAL_MS: 86_400_000,
      CART_REFRESH_TIMEOUT_MS: 5000,
    });
  });
});
