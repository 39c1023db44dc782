/**
 * Mantine theme: violet as the brand colour, system fonts for text (nothing to download) after the
 * glyph font, which draws only the astrological symbols (lib/glyph-font.ts), Italian labels for
 * the buttons Mantine draws itself, and text colours WCAG 2.1 AA can read (readable-colors.ts;
 * every screen is checked with axe-core by e2e/accessibility.e2e.ts). Plain objects, not
 * Component.extend(), so that the theme does not pull every component it names into the first
 * page's bundle.
 */
import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';
import { it } from '../i18n/it.ts';
import { GLYPH_FONT_FAMILY } from '../lib/glyph-font-family.ts';
import { BLACK_TEXT_LUMINANCE, readableOn } from './readable-colors.ts';

const closeLabel = { 'aria-label': it.close };
const clearLabel = { 'aria-label': it.clear };

export const theme = createTheme({
  primaryColor: 'violet',
  // Visitors who ask their system for less motion get no animated transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
  // A filled control (a yellow badge, a red button) writes black or white, whichever reads better.
  autoContrast: true,
  luminanceThreshold: BLACK_TEXT_LUMINANCE,
  // First the glyph font: it draws only the astrological symbols; registered on every route, downloaded where a symbol is drawn.
  fontFamily: `"${GLYPH_FONT_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  components: {
    Alert: { defaultProps: { closeButtonLabel: it.close } },
    Modal: { defaultProps: { closeButtonProps: closeLabel } },
    Notification: { defaultProps: { closeButtonProps: closeLabel } },
    Select: { defaultProps: { clearButtonProps: clearLabel } },
    DateInput: { defaultProps: { clearButtonProps: clearLabel } },
  },
});

const WHITE = '#ffffff';
const GRAY = DEFAULT_THEME.colors.gray;
const FILLED_SHADE = 6;

/**
 * Dimmed text (field descriptions, the chart header's labels, the subtitle): Mantine's gray.6 is
 * 3.32:1 on white; darkened until it reads on white and on the pale greys it sits on (a table's
 * hover, the footer, the wheel's centre).
 */
export const DIMMED_TEXT_COLOR = readableOn(GRAY[6], [WHITE, GRAY[0], GRAY[1], GRAY[2]]);

/** Per palette: its text on white (`c="red"`, the outline variant) and its light variant's text (alerts, light badges) on its tints 1 and 2 (at rest and hovered). */
function readablePaletteVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    const onWhite = readableOn(shades[FILLED_SHADE], [WHITE]);
    variables[`--mantine-color-${name}-text`] = onWhite;
    variables[`--mantine-color-${name}-outline`] = onWhite;
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]]);
  }
  return variables;
}

/** The theme's CSS variables that differ from Mantine's, in light mode (the app has no dark mode). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readablePaletteVariables(),
    '--mantine-color-dimmed': DIMMED_TEXT_COLOR,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
  dark: {},
});
