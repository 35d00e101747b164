import { useLocalStorage } from '@mantine/hooks';

export const LAYOUT_KEY = 'lintasLayout';
export const LAYOUTS = ['layout1', 'layout2'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
/** Spec §1: layout2 is the default. */
export const DEFAULT_LAYOUT: LayoutName = 'layout2';

export function parseLayout(value: string | null | undefined): LayoutName {
  return value === 'layout1' || value === 'layout2' ? value : DEFAULT_LAYOUT;
}

/** The chosen layout, kept in localStorage. */
export function useLayoutPreference() {
  return useLocalStorage<LayoutName>({
    key: LAYOUT_KEY,
    defaultValue: DEFAULT_LAYOUT,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => parseLayout(value),
  });
}

export const NAVBAR_KEY = 'lintasNavbar';
export type NavbarState = 'open' | 'collapsed';

/** The left menu (layout2) open or collapsed on a desktop, kept in localStorage like the layout. */
export function useNavbarPreference() {
  return useLocalStorage<NavbarState>({
    key: NAVBAR_KEY,
    defaultValue: 'open',
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: (value) => (value === 'collapsed' ? 'collapsed' : 'open'),
  });
}
