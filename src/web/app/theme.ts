import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { overWhite, readableShade } from './theme-contrast';

const baseTheme = {
  primaryColor: 'blue',
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // A keyboard user can scroll a wide table: its scroll area takes the focus (WCAG 2.1.1).
    // A plain object, not ScrollArea.extend: importing ScrollArea here put it in the sign-in page's entry chunk.
    ScrollArea: { defaultProps: { viewportProps: { tabIndex: 0 } } },
    // Menus focus their first item when opened from the keyboard; Mantine's focus placeholder (a presentational
    // div with a tabindex) is not an allowed child of role="menu".
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a status: its aria-label (given where it stands alone) is allowed on role="status" only.
    Loader: { defaultProps: { role: 'status' } },
    // A listbox's scroll area is not a tab stop (the input moves through the options): a focusable div is not an
    // allowed child of role="listbox". Replaces the ScrollArea default above for the option lists.
    Select: { defaultProps: { scrollAreaProps: { viewportProps: {} } } },
    MultiSelect: { defaultProps: { scrollAreaProps: { viewportProps: {} } } },
    Autocomplete: { defaultProps: { scrollAreaProps: { viewportProps: {} } } },
    TagsInput: { defaultProps: { scrollAreaProps: { viewportProps: {} } } },
  },
} as const;

export const theme = createTheme(baseTheme);

/**
 * The theme in a language: every close and clear button Mantine draws (modals, alerts, file and date inputs,
 * selects, snackbars) is a CloseButton, which gets its accessible name here (Mantine leaves it nameless).
 */
export function themeIn(closeLabel: string) {
  return createTheme({
    ...baseTheme,
    components: { ...baseTheme.components, CloseButton: { defaultProps: { 'aria-label': closeLabel } } },
  });
}

const WHITE = '#ffffff';

/**
 * Light-scheme colours that reach WCAG AA (4.5:1) for text: Mantine's defaults put white on shade 6 (blue 3.56:1,
 * green 2.36:1), grey 6 as dimmed text (3.32:1) and shade 6 as outline and link text. Each colour's filled
 * background, outline and text become its first shade readable against white (light variants: against their
 * tinted background); dimmed text is grey 6 darkened just enough to read on the light grey panels.
 */
function readableColourVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark') continue;
    const filled = readableShade(shades, WHITE);
    vars[`--mantine-color-${name}-filled`] = filled;
    vars[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    vars[`--mantine-color-${name}-text`] = filled;
    vars[`--mantine-color-${name}-outline`] = filled;
    vars[`--mantine-color-${name}-light-color`] = readableShade(shades, overWhite(shades[2]!, 1), 7);
  }
  const gray = DEFAULT_THEME.colors.gray;
  const primary = DEFAULT_THEME.colors[theme.primaryColor ?? 'blue']!;
  vars['--mantine-color-dimmed'] = readableShade([gray[6]], gray[2], 0);
  vars['--mantine-color-placeholder'] = vars['--mantine-color-dimmed'];
  vars['--mantine-color-anchor'] = readableShade(primary, WHITE);
  vars['--mantine-color-error'] = readableShade(DEFAULT_THEME.colors.red, WHITE);
  vars['--mantine-primary-color-contrast'] = WHITE;
  return vars;
}

/** Passed to MantineProvider: merged over Mantine's own variables (light scheme only; dark keeps its own). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: readableColourVariables(),
  dark: {},
});
