/**
 * The chart wheel as a file: the SVG on screen made standalone (its own size, white background,
 * the glyph font inlined so that the symbols draw in any viewer, whose birth data written under the
 * wheel), and a PNG drawn from it.
 */
import { embeddedGlyphFontCss } from '../../lib/glyph-font.ts';
import { CAPTION_FONT_PX, CAPTION_LINE_PX, CAPTION_TITLE_FONT_PX } from './wheel-caption.ts';

/** Room between the wheel's drawing and its caption, and under the caption, px. */
const CAPTION_MARGIN_PX = 16;

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Side of the exported wheel: the SVG's, in px; the PNG is drawn at PNG_SCALE times that. */
export const WHEEL_EXPORT_SIZE_PX = 880;
const PNG_SCALE = 2;

/**
 * The standalone SVG text of a wheel drawn on the page, with `caption` (the chart's title and birth
 * data, one line each, wheel-caption.ts) written under it: a file that travels alone says whose chart it is.
 */
export async function standaloneWheelSvg(svg: SVGSVGElement, caption: readonly string[] = []): Promise<string> {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const [, , viewWidth, viewHeight] = (svg.getAttribute('viewBox') ?? '0 0 500 500').split(/\s+/).map(Number) as [number, number, number, number];
  const captionHeight = caption.length > 0 ? CAPTION_MARGIN_PX + caption.length * CAPTION_LINE_PX : 0;
  const height = viewHeight + captionHeight;
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('viewBox', `0 0 ${viewWidth} ${height}`);
  clone.setAttribute('width', String(WHEEL_EXPORT_SIZE_PX));
  clone.setAttribute('height', String(Math.round((WHEEL_EXPORT_SIZE_PX * height) / viewWidth)));
  clone.removeAttribute('style');
  clone.removeAttribute('aria-labelledby');
  clone.setAttribute('font-family', svg.style.fontFamily);
  const style = document.createElementNS(SVG_NS, 'style');
  style.textContent = await embeddedGlyphFontCss();
  const background = document.createElementNS(SVG_NS, 'rect');
  for (const [k, v] of Object.entries({ x: '0', y: '0', width: '100%', height: '100%', fill: '#ffffff' })) background.setAttribute(k, v);
  clone.prepend(style, background);
  caption.forEach((line, i) => {
    const text = document.createElementNS(SVG_NS, 'text');
    for (const [k, v] of Object.entries({
      x: String(viewWidth / 2),
      y: String(viewHeight + CAPTION_MARGIN_PX / 2 + (i + 0.75) * CAPTION_LINE_PX),
      'font-size': String(i === 0 ? CAPTION_TITLE_FONT_PX : CAPTION_FONT_PX),
      'font-weight': i === 0 ? '700' : '400',
      'text-anchor': 'middle',
      fill: '#212529',
      'data-wheel-caption': '',
    })) text.setAttribute(k, v);
    text.textContent = line;
    clone.append(text);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** A PNG of a standalone SVG text (drawn through an image, as the browser renders it), at twice its size. */
export async function svgToPng(svgText: string): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = (image.naturalWidth || WHEEL_EXPORT_SIZE_PX) * PNG_SCALE;
  canvas.height = (image.naturalHeight || WHEEL_EXPORT_SIZE_PX) * PNG_SCALE;
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
