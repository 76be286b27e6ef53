/** Prints the end-to-end specs that post every form route (see tests/e2e/support/form-routes.ts), one per line. */
import { formSpecs } from "../tests/e2e/support/form-routes.ts";

for (const spec of formSpecs()) console.log(`tests/e2e/${spec}`);
