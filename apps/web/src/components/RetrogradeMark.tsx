/** The ℞ after a retrograde body, with its Italian explanation on hover and for screen readers. */
import { it } from '../i18n/it.ts';

export function RetrogradeMark({ gap = 4 }: { gap?: number }) {
  return (
    <abbr title={it.results.retrograde} style={{ marginLeft: gap, color: 'var(--mantine-color-red-8)', textDecoration: 'none' }}>
      {it.results.retrogradeMark}
    </abbr>
  );
}
