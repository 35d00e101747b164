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
