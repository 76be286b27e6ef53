/** What the shell needs of a menu entry; the content service's menu tree has this shape. */
export type NavItem = {
  id: number;
  label: string;
  url: string;
  mega: { width: "content" | "container" | "full" | "stretched" | "custom"; customWidth?: number; columns?: number } | null;
  children: NavItem[];
};
