/** The choices the editor offers: attributes with their swatch type and terms, the category tree, products to group. */
export type EditorVocabulary = {
  attributes: { id: number; slug: string; name: string; swatchType: string; terms: { id: number; slug: string; name: string; color: string | null }[] }[];
  categories: { id: number; name: string; parentId: number | null }[];
  /** Products a grouped product may hold: simple and variable ones, not itself. */
  childCandidates: { id: number; name: string; sku: string | null }[];
};
