/** The theme's text colours against WCAG 2.1 AA (4.5:1), for every palette and variant Mantine draws text with. */
import { DEFAULT_THEME, getContrastColor, getPrimaryShade, mergeMantineTheme } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { AA_TEXT_CONTRAST, BLACK_TEXT_LUMINANCE, contrastRatio, readableOn } from './readable-colors.ts';
import { cssVariablesResolver, DIMMED_TEXT_COLOR, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(merged).light;
const palettes = Object.entries(DEFAULT_THEME.colors);

describe('contrastRatio', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    // Mantine's dimmed grey on white, as axe-core reported it.
    ['#868e96', '#ffffff', 3.32],
    ['#ffffff', '#40c057', 2.36],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('readableOn', () => {
  test('keeps a colour that already reads', () => {
    expect(readableOn('#495057', ['#ffffff'])).toBe('#495057');
  });
  test('darkens one that does not, just past the minimum', () => {
    const darker = readableOn('#868e96', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5.5);
  });
});

describe('theme colours read at 4.5:1', () => {
  test('dimmed text on white and the pale greys', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT_COLOR);
    for (const bg of ['#ffffff', ...DEFAULT_THEME.colors.gray.slice(0, 3)]) {
      expect(contrastRatio(DIMMED_TEXT_COLOR, bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  test.each(palettes)('%s: text and outline on white, light variant on its tints, filled with its auto-contrast text', (name, shades) => {
    const text = light[`--mantine-color-${name}-text`]!;
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(light[`--mantine-color-${name}-outline`]).toBe(text);
    const lightColor = light[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(lightColor, shades[1])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(lightColor, shades[2])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    const filled = shades[getPrimaryShade(merged, 'light')];
    const onFilled = getContrastColor({ color: name, theme: merged, autoContrast: true });
    expect(contrastRatio(onFilled === 'var(--mantine-color-white)' ? '#ffffff' : '#000000', filled)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  test('black text takes over from white where the two contrast equally', () => {
    const L = BLACK_TEXT_LUMINANCE;
    expect((L + 0.05) / 0.05).toBeCloseTo(1.05 / (L + 0.05), 10);
  });

  test('field errors are in the readable red', () => {
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
  });
});
