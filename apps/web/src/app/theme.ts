/**
 * Mantine theme: violet as the brand colour, system fonts for text (nothing to download) after the
 * glyph font, which draws only the astrological symbols (lib/glyph-font.ts), Italian labels for
 * the buttons Mantine draws itself. Plain objects, not Component.extend(), so that the theme does
 * not pull every component it names into the first page's bundle.
 */
import { createTheme } from '@mantine/core';
import { it } from '../i18n/it.ts';
import { GLYPH_FONT_FAMILY } from '../lib/glyph-font-family.ts';

const closeLabel = { 'aria-label': it.close };
const clearLabel = { 'aria-label': it.clear };

export const theme = createTheme({
  primaryColor: 'violet',
  // Visitors who ask their system for less motion get no animated transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
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
