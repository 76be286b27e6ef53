import type { Db } from "../db/connect.ts";
import { createCatalogService, type CatalogService } from "./catalog/index.ts";
import { createContentService, type ContentService } from "./content/index.ts";

/** Everything a request handler or route loader may call; built once per process around one database. */
export type Services = {
  catalog: CatalogService;
  content: ContentService;
};

export function createServices(db: Db): Services {
  return {
    catalog: createCatalogService(db),
    content: createContentService(db),
  };
}
