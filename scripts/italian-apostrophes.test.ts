/**
 * The Italian texts people read (the web app's catalogue, the server's and the contract's messages:
 * API errors, place notes, exports, the questionnaire's pages and e-mails, the operator's CLI) write
 * the typographic apostrophe ’, never the typewriter one between two letters («dell'elenco»).
 * Read from the sources' string and template literals (comments and code are not texts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The .ts files of a folder and its subfolders, tests left out. */
function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}

const CATALOGUES = [
  ...sourcesUnder('apps/web/src/i18n'),
  'apps/server/src/messages.ts',
  'apps/server/src/startup-errors.ts',
  'apps/server/src/questionnaire/iscritti-cli.ts',
  'apps/server/src/questionnaire/verify-source.ts',
  'packages/contract/src/messages.ts',
];

const TYPEWRITER_APOSTROPHE = /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/;

/** The text of every string and template literal of a file that has a typewriter apostrophe between letters, with its line. */
function typewriterApostrophes(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) && TYPEWRITER_APOSTROPHE.test(node.text)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path}:${line}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Italian texts use ’', () => {
  test('the catalogues are found', () => {
    expect(CATALOGUES.length).toBeGreaterThan(15);
  });

  test.each(CATALOGUES)('%s', (path) => {
    expect(typewriterApostrophes(path)).toEqual([]);
  });
});
