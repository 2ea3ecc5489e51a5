// Owns the chemicals category's handle: the loader routes the chemicals page to it, and its listing links the water analysis.
export const CHEMICALS_CATEGORY = 'produits-chimiques';
