import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

/**
 * An allow-list SVG sanitiser for the white-label backgrounds (served to visitors, so an SVG must never run script).
 * The file is parsed as XML (saxes: entities and character references are decoded before anything is checked, a
 * DOCTYPE is refused, so no custom entities exist), and only allow-listed SVG elements and attributes are written
 * back out; everything else is dropped. What is dropped because it is active content (script, event handlers,
 * foreignObject, animation, links or url() to anything but a fragment of the same file, XHTML, style sheets
 * processing instructions) is reported, so the caller can refuse the upload instead of storing a silently changed file.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const MAX_DEPTH = 128;

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feOffset',
]);
/** Elements that run, load or embed something: never kept, and their presence refuses the file. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignObject',
  'iframe',
  'embed',
  'object',
  'image',
  'feImage',
  'a',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'handler',
  'listener',
]);
/** Elements whose text is content (elsewhere text is only layout whitespace). */
const TEXT_ELEMENTS = new Set(['title', 'desc', 'text', 'tspan', 'textPath', 'style']);
/** Elements that may point (href) at a fragment of the same file. */
const HREF_ELEMENTS = new Set(['use', 'linearGradient', 'radialGradient', 'pattern', 'textPath', 'filter']);

/** Presentation properties: allowed as attributes and as declarations of `style`. */
const PROPERTIES = new Set([
  'clip-path',
  'clip-rule',
  'color',
  'color-interpolation',
  'color-interpolation-filters',
  'display',
  'dominant-baseline',
  'fill',
  'fill-opacity',
  'fill-rule',
  'filter',
  'flood-color',
  'flood-opacity',
  'font',
  'font-family',
  'font-size',
  'font-stretch',
  'font-style',
  'font-variant',
  'font-weight',
  'isolation',
  'letter-spacing',
  'marker',
  'marker-end',
  'marker-mid',
  'marker-start',
  'mask',
  'mix-blend-mode',
  'opacity',
  'overflow',
  'paint-order',
  'shape-rendering',
  'stop-color',
  'stop-opacity',
  'stroke',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'text-anchor',
  'text-decoration',
  'text-rendering',
  'transform',
  'vector-effect',
  'visibility',
  'word-spacing',
  'writing-mode',
]);
const ATTRIBUTES = new Set([
  ...PROPERTIES,
  'id',
  'class',
  'style',
  'version',
  'baseProfile',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'filterUnits',
  'primitiveUnits',
  'stdDeviation',
  'dx',
  'dy',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'type',
  'values',
  'lengthAdjust',
  'textLength',
  'rotate',
  'startOffset',
  'media',
]);

/** A reference inside the same file. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/;
/** `url(...)` in a value: only `url(#fragment)` is kept. */
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

export class SvgRejected extends Error {}

export interface SanitisedSvg {
  svg: string;
  /** Active content that was dropped (element or attribute names); empty for a clean file. */
  active: string[];
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** A value is safe when it has no backslash escape, no `expression(` and every url() names a fragment. */
function safeValue(value: string): boolean {
  if (value.includes('\\') || /expression\s*\(/i.test(value) || /[<>]/.test(value)) return false;
  const calls = [...value.matchAll(URL_CALL)];
  if (calls.some((m) => !FRAGMENT.test(m[2]!.trim()))) return false;
  // "url(" that the pattern did not read (unbalanced, split) is refused too.
  return (value.match(/url\s*\(/gi) ?? []).length === calls.length;
}

/** CSS declarations, keeping allowed properties with safe values; `null` when something active was in them. */
function sanitiseDeclarations(css: string): string | null {
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!safeValue(value)) return null;
    if (PROPERTIES.has(property) && value) kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** A `<style>` sheet of plain rules (`selector { declarations }`); `null` when something active was in it. */
function sanitiseStyleSheet(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (/@import|@font-face|\\/i.test(text)) return null;
  const rules: string[] = [];
  const rule = /\s*([^{}@]+)\{([^{}]*)\}/y;
  let at = 0;
  for (let m = rule.exec(text); m; m = rule.exec(text)) {
    at = rule.lastIndex;
    const selector = m[1]!.trim();
    const declarations = sanitiseDeclarations(m[2]!);
    if (declarations === null) return null;
    if (/^[\w\s.#,>:*+~()-]+$/.test(selector) && declarations) rules.push(`${selector}{${declarations}}`);
  }
  // Anything that is not a plain rule (at-rules, broken CSS) is dropped with the sheet.
  return text.slice(at).trim() ? '' : rules.join('');
}

/** Parses, filters and re-serialises an SVG; throws SvgRejected when it is not a well-formed SVG without DOCTYPE. */
export function sanitiseSvg(source: string): SanitisedSvg {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const active: string[] = [];
  const out: string[] = [];
  let usesXlink = false;
  let rootSeen = false;
  /** Per open element: kept (written), dropped (skip its subtree), and its name for text handling. */
  const stack: { kept: boolean; name: string; open: number }[] = [];
  let failure: Error | null = null;

  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('doctype', () => {
    failure ??= new SvgRejected('DOCTYPE');
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') active.push('xml-stylesheet');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const parentKept = stack.length === 0 || stack[stack.length - 1]!.kept;
    // An SVG file without its namespace declaration is read as SVG (browsers need it: it is written back).
    const uri = tag.uri || SVG_NS;
    const name = tag.local;
    if (stack.length === 0) {
      if (name !== 'svg' || (tag.uri && tag.uri !== SVG_NS)) failure ??= new SvgRejected('root');
      rootSeen = true;
    }
    if (stack.length >= MAX_DEPTH) failure ??= new SvgRejected('depth');
    const kept = parentKept && uri === SVG_NS && ELEMENTS.has(name);
    if (uri === XHTML_NS || (uri === SVG_NS && ACTIVE_ELEMENTS.has(name))) active.push(name);
    stack.push({ kept, name, open: -1 });
    if (!kept) return;
    const attributes: string[] = [];
    for (const attribute of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      const kind = keepAttribute(name, attribute, active);
      if (kind === null) continue;
      if (kind.name === 'xlink:href') usesXlink = true;
      attributes.push(` ${kind.name}="${escapeAttr(kind.value)}"`);
    }
    if (stack.length === 1) attributes.unshift(` xmlns="${SVG_NS}"`);
    stack[stack.length - 1]!.open = out.push(`<${name}${attributes.join('')}>`) - 1;
  });
  parser.on('closetag', () => {
    const top = stack.pop();
    if (!top?.kept) return;
    // An element with nothing written inside closes itself.
    if (top.open === out.length - 1) out[top.open] = `${out[top.open]!.slice(0, -1)}/>`;
    else out.push(`</${top.name}>`);
  });
  const onText = (text: string) => {
    const top = stack[stack.length - 1];
    if (!top?.kept) return;
    if (top.name === 'style') {
      const sheet = sanitiseStyleSheet(text);
      if (sheet === null) active.push('style');
      else out.push(escapeText(sheet));
    } else if (TEXT_ELEMENTS.has(top.name)) out.push(escapeText(text));
    else if (!text.trim()) out.push(escapeText(text));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  try {
    parser.write(source).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw failure instanceof SvgRejected ? failure : new SvgRejected((failure as Error).message);
  if (!rootSeen) throw new SvgRejected('empty');
  let svg = out.join('');
  if (usesXlink) svg = svg.replace(/^<svg /, `<svg xmlns:xlink="${XLINK_NS}" `);
  return { svg, active: [...new Set(active)] };
}

/** The attribute to write (name and value), or null to drop it (recording active content). */
function keepAttribute(element: string, a: SaxesAttributeNS, active: string[]): { name: string; value: string } | null {
  if (a.uri === XMLNS_NS || a.name === 'xmlns') return null;
  const local = a.local;
  if (/^on/i.test(local)) {
    active.push(local);
    return null;
  }
  if (local === 'href' && (a.uri === '' || a.uri === XLINK_NS)) {
    // The value as the browser would read it: entities are already decoded; spaces and controls do not count.
    const target = [...a.value]
      .filter((c) => c.charCodeAt(0) > 0x20 && (c.charCodeAt(0) < 0x7f || c.charCodeAt(0) > 0x9f))
      .join('');
    if (!FRAGMENT.test(target)) {
      active.push(`${a.name}`);
      return null;
    }
    return HREF_ELEMENTS.has(element) ? { name: a.uri === XLINK_NS ? 'xlink:href' : 'href', value: target } : null;
  }
  if (a.uri === XML_NS) return local === 'space' ? { name: 'xml:space', value: a.value } : null;
  if (a.uri !== '' || !ATTRIBUTES.has(local)) return null;
  if (local === 'style') {
    const css = sanitiseDeclarations(a.value);
    if (css === null) {
      active.push('style');
      return null;
    }
    return css ? { name: 'style', value: css } : null;
  }
  if (!safeValue(a.value)) {
    active.push(local);
    return null;
  }
  return { name: local, value: a.value };
}
