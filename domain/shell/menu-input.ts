/**
 * A whole menu as an editor saves it (`PUT /api/menus/:location`): the items replace the stored ones.
 * Limits keep a saved menu renderable: three levels (a mega menu's columns and their links), 200 items,
 * short labels, links a browser cannot run as script, and a mega layout only on a top-level item.
 */
import { z } from "zod";
import { sanitizeUrl } from "../url-safety.ts";
import { MEGA_COLUMNS_MAX, MEGA_COLUMNS_MIN, MEGA_CUSTOM_WIDTH_MAX, MEGA_CUSTOM_WIDTH_MIN, MEGA_WIDTHS } from "./menus.ts";
import { MENU_OPTIONS_MAX_LENGTH } from "./menu-options.ts";

export const MENU_MAX_DEPTH = 3;
export const MENU_MAX_ITEMS = 200;
export const MENU_LABEL_MAX = 80;
export const MENU_URL_MAX = 2000;
export const MENU_NAME_MAX = 80;

/** A link stored as typed: one that would reach the page as "#" (`javascript:`, `data:`, …) is refused instead. */
export const isSafeMenuUrl = (url: string) => sanitizeUrl(url) === url;

export const megaLayoutSchema = z.strictObject({
  width: z.enum(MEGA_WIDTHS),
  customWidth: z.number().int().min(MEGA_CUSTOM_WIDTH_MIN).max(MEGA_CUSTOM_WIDTH_MAX).optional(),
  columns: z.number().int().min(MEGA_COLUMNS_MIN).max(MEGA_COLUMNS_MAX).optional(),
});

export type MenuItemInput = {
  label: string;
  url: string;
  mega?: z.infer<typeof megaLayoutSchema> | null | undefined;
  options?: string | null | undefined;
  children?: MenuItemInput[] | undefined;
};

const menuItemSchema: z.ZodType<MenuItemInput> = z.lazy(() =>
  z.strictObject({
    label: z.string().trim().min(1).max(MENU_LABEL_MAX),
    url: z.string().trim().max(MENU_URL_MAX).refine(isSafeMenuUrl, "Use a path on this shop (/shop), a #anchor or an http(s), mailto: or tel: address."),
    mega: megaLayoutSchema.nullable().optional(),
    // Kept as the editor typed it, broken JSON included: the storefront alerts editors to it (§8).
    options: z.string().max(MENU_OPTIONS_MAX_LENGTH).nullable().optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const menuSaveSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(MENU_NAME_MAX).optional(),
    items: z.array(menuItemSchema),
  })
  .superRefine((menu, context) => {
    let count = 0;
    const visit = (items: MenuItemInput[], depth: number, path: (string | number)[]) => {
      items.forEach((item, index) => {
        count += 1;
        const at = [...path, index];
        if (depth > MENU_MAX_DEPTH) context.addIssue({ code: "custom", path: at, message: `Menus nest at most ${MENU_MAX_DEPTH} levels deep.` });
        if (depth > 1 && item.mega) context.addIssue({ code: "custom", path: [...at, "mega"], message: "Only a top-level item can open a mega menu." });
        if (item.children) visit(item.children, depth + 1, [...at, "children"]);
      });
    };
    visit(menu.items, 1, ["items"]);
    if (count > MENU_MAX_ITEMS) context.addIssue({ code: "custom", path: ["items"], message: `A menu holds at most ${MENU_MAX_ITEMS} items.` });
  });

export type MenuSave = z.infer<typeof menuSaveSchema>;
