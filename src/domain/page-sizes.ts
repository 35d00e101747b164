/** Page sizes allowed on every list (spec §9). */
export const PAGE_SIZES = [10, 100, 200, 1000] as const;
