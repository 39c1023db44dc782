/**
 * The glyph font (assets/fonts/README.md): registered with the page as `Astrolabio Simboli`, each
 * file limited to the symbols it holds, so that the sextile and the other symbols draw the same on
 * every machine; and the same files inlined into a downloaded wheel, which has no page around it.
 * The files are served from the app's own origin (a CSP of font-src 'self' lets them in).
 */
import notoSymbolsUrl from '../assets/fonts/astrolabio-simboli-noto-sans-symbols.woff2?url&no-inline';
import notoSymbols2Url from '../assets/fonts/astrolabio-simboli-noto-sans-symbols-2.woff2?url&no-inline';
import dejavuSansUrl from '../assets/fonts/astrolabio-simboli-dejavu-sans.woff2?url&no-inline';
import manifest from '../assets/fonts/glyph-font.json';
import { GLYPH_FONT_FAMILY } from './glyph-font-family.ts';

const FILE_URLS: Readonly<Record<string, string>> = {
  'astrolabio-simboli-noto-sans-symbols.woff2': notoSymbolsUrl,
  'astrolabio-simboli-noto-sans-symbols-2.woff2': notoSymbols2Url,
  'astrolabio-simboli-dejavu-sans.woff2': dejavuSansUrl,
};

export interface GlyphFontFace {
  url: string;
  /** CSS unicode-range: only these code points are drawn with this file. */
  unicodeRange: string;
  codePoints: readonly number[];
}

export const GLYPH_FONT_FACES: readonly GlyphFontFace[] = manifest.map((m) => ({
  url: FILE_URLS[m.file]!,
  unicodeRange: m.codePoints.map((cp) => `U+${cp.toString(16).toUpperCase()}`).join(', '),
  codePoints: m.codePoints,
}));

let faces: FontFace[] | null = null;

/**
 * Adds the font to the document once, on every route (AppLayout): the browser then downloads a file
 * only when a page draws one of its symbols, so a page without any costs nothing, and a page opened
 * directly (/testing/transiti-simulati) draws ⚹ with it, not as an empty box. A no-op where there is
 * no FontFace (tests).
 */
export function registerGlyphFont(): void {
  if (faces || typeof FontFace === 'undefined' || typeof document === 'undefined' || !document.fonts) return;
  faces = GLYPH_FONT_FACES.map((f) => new FontFace(GLYPH_FONT_FAMILY, `url(${f.url}) format('woff2')`, { unicodeRange: f.unicodeRange, display: 'swap' }));
  for (const face of faces) document.fonts.add(face);
}

/** Registers the font and starts its download (about 6 kB): the chart screen, which draws symbols at once. */
export function loadGlyphFont(): void {
  registerGlyphFont();
  // If it cannot load, the symbols fall back to the system fonts, as before: nothing else to do.
  for (const face of faces ?? []) face.load().catch(() => undefined);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** `@font-face` rules with the files inlined (data: URLs), for an SVG that must draw the symbols away from the page. */
export async function embeddedGlyphFontCss(): Promise<string> {
  const rules = await Promise.all(GLYPH_FONT_FACES.map(async (f) => {
    const response = await fetch(f.url);
    if (!response.ok) throw new Error(`glyph font ${f.url}: ${response.status}`);
    const data = base64(new Uint8Array(await response.arrayBuffer()));
    return `@font-face{font-family:'${GLYPH_FONT_FAMILY}';src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${f.unicodeRange};}`;
  }));
  return rules.join('\n');
}
