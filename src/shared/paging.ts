/** The page sizes every list offers (spec section 2), and the first one; without zod, for the list screens. */
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
