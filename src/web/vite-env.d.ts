/// <reference types="vite/client" />

/** A part of a language file (vite.config.ts `localeParts`, src/web/lib/i18n.ts). */
declare module '*.json?part=signin' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module '*.json?part=rest' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module '*.json?part=money' {
  const translations: Record<string, unknown>;
  export default translations;
}
declare module '*.json?part=shell' {
  const translations: Record<string, unknown>;
  export default translations;
}
/** The loaders of every language's parts (vite.config.ts `localeParts`). */
declare module 'virtual:locale-loaders' {
  export const SECTION_LOADERS: Record<'en' | 'id', Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
}
