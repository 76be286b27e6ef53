import type { Services } from "../server/services/index.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
  }
}

export {};
