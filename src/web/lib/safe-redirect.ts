const PLACEHOLDER_ORIGIN = 'http://lintas.invalid';

function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/.test(char)) return true;
  }
  return false;
}

/**
 * Returns `value` as a router-relative path when it points inside this app
 * (a local path, optionally prefixed with the basename); otherwise null.
 * Rejects absolute URLs, protocol-relative `//host` and backslash tricks.
 */
export function safeRedirectPath(value: string | null | undefined, basename = ''): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // Control characters, whitespace or backslashes can smuggle a different target past the checks above.
  if (hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  let path = url.pathname;
  if (basename && (path === basename || path.startsWith(`${basename}/`))) {
    path = path.slice(basename.length) || '/';
  }
  return path + url.search + url.hash;
}
