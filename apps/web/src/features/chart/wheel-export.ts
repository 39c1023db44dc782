/**
 * The chart wheel as a file: the SVG on screen made standalone (its own size, white background,
 * the glyph font inlined so that the symbols draw in any viewer), and a PNG drawn from it.
 */
import { embeddedGlyphFontCss } from '../../lib/glyph-font.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Side of the exported wheel: the SVG's, in px; the PNG is drawn at PNG_SCALE times that. */
export const WHEEL_EXPORT_SIZE_PX = 880;
const PNG_SCALE = 2;

/** The standalone SVG text of a wheel drawn on the page. */
export async function standaloneWheelSvg(svg: SVGSVGElement): Promise<string> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(WHEEL_EXPORT_SIZE_PX));
  clone.setAttribute('height', String(WHEEL_EXPORT_SIZE_PX));
  clone.removeAttribute('style');
  clone.removeAttribute('aria-labelledby');
  clone.setAttribute('font-family', svg.style.fontFamily);
  const style = document.createElementNS(SVG_NS, 'style');
  style.textContent = await embeddedGlyphFontCss();
  const background = document.createElementNS(SVG_NS, 'rect');
  for (const [k, v] of Object.entries({ x: '0', y: '0', width: '100%', height: '100%', fill: '#ffffff' })) background.setAttribute(k, v);
  clone.prepend(style, background);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** A PNG of a standalone SVG text (drawn through an image, as the browser renders it). */
export async function svgToPng(svgText: string): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = WHEEL_EXPORT_SIZE_PX * PNG_SCALE;
  canvas.height = WHEEL_EXPORT_SIZE_PX * PNG_SCALE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob gave nothing'))), 'image/png'));
}

/** `tema-natale-maria-rossi-1990-01-01` from a name (if any) and the birth date. */
export function wheelFileStem(name: string | undefined, date: string): string {
  const slug = (name ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return ['tema-natale', slug, date].filter(Boolean).join('-');
}
