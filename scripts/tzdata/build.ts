/**
 * Builds data/tzdata/zones.tsv: every zone and alias of Debian's tzdata (built with the tz
 * database's `backzone`, so Oslo, Stockholm, Amsterdam… keep their own history before 1970), read
 * from the compiled files in /usr/share/zoneinfo, then checks every name against `zdump` from 1800
 * to 2400 and fails on any difference. Run by hand: `node --import tsx scripts/tzdata/build.ts`
 * (needs Debian's tzdata and zdump). The output and build-report.json are committed; see data/tzdata/README.md.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aliasToLine, TzData, zoneToLine } from '@astrolabio/places';
import { parseTzif } from './tzif.ts';
import { zoneRecord } from './zone-record.ts';
import { compareWithZdump, ZDUMP_CHECK_YEARS } from './check-zdump.ts';

const ZONEINFO = '/usr/share/zoneinfo';
const outDir = fileURLToPath(new URL('../../data/tzdata/', import.meta.url));

/** Zone and link names of the tz source Debian compiled (tzdata.zi: `Z name …`, `L target name`). */
function readNames(ziText: string): { version: string; zones: string[]; links: Array<[string, string]> } {
  const version = /^# version (\S+)/m.exec(ziText)?.[1];
  if (!version) throw new Error('tzdata.zi has no version line');
  if (!/^# ddeps .*backzone/m.test(ziText)) throw new Error('tzdata.zi was not built with backzone: pre-1970 history would be merged');
  const zones: string[] = [];
  const links: Array<[string, string]> = [];
  for (const line of ziText.split('\n')) {
    const f = line.split(' ');
    if (f[0] === 'Z') zones.push(f[1]!);
    else if (f[0] === 'L') links.push([f[2]!, f[1]!]);
  }
  return { version, zones: zones.sort(), links: links.sort((a, b) => a[0].localeCompare(b[0])) };
}

const ziPath = join(ZONEINFO, 'tzdata.zi');
const ziText = readFileSync(ziPath, 'utf8');
const { version, zones, links } = readNames(ziText);
const debianVersion = execFileSync('dpkg-query', ['-W', '-f=${Version}', 'tzdata'], { encoding: 'utf8' }).trim();

// Zones whose compiled history is identical are written once; the others name it.
const lines: string[] = [];
const canonicalOf = new Map<string, string>();
const byContent = new Map<string, string>();
let transitions = 0;
for (const name of zones) {
  const record = zoneRecord(name, parseTzif(readFileSync(join(ZONEINFO, name))));
  const line = zoneToLine(record);
  const content = line.slice(line.indexOf('\t'));
  const same = byContent.get(content);
  canonicalOf.set(name, same ?? name);
  if (same) continue;
  byContent.set(content, name);
  lines.push(line);
  transitions += record.transitions.length;
}
const aliases: Array<[string, string]> = [
  ...zones.filter((z) => canonicalOf.get(z) !== z).map((z): [string, string] => [z, canonicalOf.get(z)!]),
  ...links.map(([name, target]): [string, string] => {
    const canonical = canonicalOf.get(target);
    if (!canonical) throw new Error(`link ${name} → ${target}: no such zone`);
    return [name, canonical];
  }),
];

const header = [
  `# tzdata ${version} (Debian tzdata ${debianVersion}, with backzone), from ${ZONEINFO} by scripts/tzdata/build.ts; see data/tzdata/README.md.`,
  '# Zone: name, types (offsetSeconds/isDst/abbreviation), transition times (base 36, differences), type indexes, footerFrom, POSIX footer.',
  '# Alias: name, =zone. Public domain data (the tz database).',
];
const text = [...header, ...lines, ...aliases.sort((a, b) => a[0].localeCompare(b[0])).map(([n, t]) => aliasToLine(n, t))].join('\n') + '\n';

// The check reads the text just written, through the same code the server uses.
const check = compareWithZdump(new TzData(text), [...zones, ...links.map(([name]) => name)]);
if (check.mismatches.length > 0) {
  console.error(check.mismatches.slice(0, 40).join('\n'));
  throw new Error(`${check.mismatches.length} differences from zdump: zones.tsv not written`);
}

const tsvPath = join(outDir, 'zones.tsv');
writeFileSync(tsvPath, text);
const report = {
  source: {
    tzdata: version,
    debianPackage: `tzdata ${debianVersion}`,
    tzdataZiSha256: createHash('sha256').update(ziText).digest('hex'),
    built: 'with backzone (tzdata.zi: "# ddeps backzone zone.tab")',
    zdump: execFileSync('zdump', ['--version'], { encoding: 'utf8' }).trim(),
  },
  output: { file: 'zones.tsv', bytes: statSync(tsvPath).size, zones: lines.length, aliases: aliases.length, listedTransitions: transitions },
  zdumpCheck: { years: ZDUMP_CHECK_YEARS, names: check.names, transitionsCompared: check.transitions, mismatches: 0 },
};
writeFileSync(join(outDir, 'build-report.json'), JSON.stringify(report, null, 2) + '\n');
console.log(`zones.tsv: ${lines.length} zones, ${aliases.length} aliases, ${transitions} listed transitions, ${(report.output.bytes / 1e3).toFixed(0)} kB`);
console.log(`checked against zdump ${ZDUMP_CHECK_YEARS.from}–${ZDUMP_CHECK_YEARS.to}: ${check.names} names, ${check.transitions} transitions, no difference`);
