/** Spec §9: snackbars hide after 3000 ms. */
export const SNACKBAR_MS = 3000;
