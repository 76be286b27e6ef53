import { reactRouter } from "@react-router/dev/vite";
import { createLogger, defineConfig } from "vite";

/**
 * Warnings only: the build's list of every asset is noise on each `npm start`. One warning is dropped
 * by its exact text: React Router 7.18 starts Vite servers of its own with `envFile: false`, which Vite 8
 * deprecates, and we cannot change how it calls Vite (it is fixed in React Router 8, which needs Node 22).
 */
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated";
const logger = createLogger("warn");
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes(ENV_FILE_DEPRECATION)) warn(message, options);
};

export default defineConfig({
  plugins: [reactRouter()],
  // Plugin timings are a profiling hint that varies with the machine's load, not a problem with the app.
  build: { target: "es2022", rolldownOptions: { checks: { bundlerTimings: false } } },
  logLevel: "warn",
  customLogger: logger,
});
