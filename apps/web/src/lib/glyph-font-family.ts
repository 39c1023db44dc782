/** The glyph font's family name, alone so that the theme (first page) can name it without loading the font's module. */
export const GLYPH_FONT_FAMILY = 'Astrolabio Simboli';
