/** Shown at checkout beside the card while it goes through the test gateway (no zod here: the browser imports it). */
export const TEST_PAYMENTS_NOTICE = "Test payments: no real money is taken.";
