/**
 * Only the Mantine stylesheets the app uses are loaded (issue 23), so a component used without its
 * stylesheet would be drawn unstyled: every component imported from @mantine/core that has a
 * stylesheet is in first-page.ts or chart-screen.ts, and each list keeps the order of Mantine's own
 * styles.css (a component's rules after those of the components it builds on).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../..');
const mantineStyles = join(dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
const allStyles = readFileSync(join(mantineStyles, '../styles.css'), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));
}

const listed = (file: string) => [...readFileSync(join(here, file), 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1]!);

describe('Mantine stylesheets', () => {
  test('every component the app imports that has a stylesheet has it loaded', () => {
    const used = new Set<string>();
    for (const file of sources(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of m[1]!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) used.add(name);
      }
    }
    const withStyles = new Set(readdirSync(mantineStyles).filter((f) => /^[A-Z]\w*\.css$/.test(f)).map((f) => f.slice(0, -4)));
    const loaded = new Set([...listed('first-page.ts'), ...listed('chart-screen.ts')]);
    expect([...used].filter((c) => withStyles.has(c) && !loaded.has(c))).toEqual([]);
  });

  test.each(['first-page.ts', 'chart-screen.ts'])('%s follows the order of Mantine\'s styles.css', (file) => {
    const at = listed(file).map((name) => allStyles.indexOf(readFileSync(join(mantineStyles, `${name}.css`), 'utf8').trim().slice(0, 300)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});
