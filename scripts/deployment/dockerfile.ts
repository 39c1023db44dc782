/**
 * A reader of the Dockerfile's instructions, for the static check of deployment-files.test.ts (no
 * Docker engine here to build the image): instructions with their arguments, grouped by stage.
 */

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  /** The FROM image. */
  image: string;
  /** `AS name`, or undefined. */
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions in order: comments and blank lines dropped, `\` continuations joined. */
export function dockerfileInstructions(text: string): Instruction[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  return logical.map((l) => {
    const [keyword = '', ...rest] = l.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

export function dockerfileStages(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const i of dockerfileInstructions(text)) {
    if (i.keyword === 'FROM') {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(i.args);
      if (!m) throw new Error(`FROM ${i.args}: not understood`);
      stages.push({ image: m[1]!, name: m[2], instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${i.keyword} before any FROM`);
      stage.instructions.push(i);
    }
  }
  return stages;
}

/** An exec-form argument (`["node", "x.js"]`) as its words; a shell-form one split on spaces. */
export function execForm(args: string): string[] {
  const text = args.trim();
  return text.startsWith('[') ? (JSON.parse(text) as string[]) : text.split(/\s+/);
}

/**
 * What `COPY --from=<stage> src… dest` puts where, as [source, destination] paths relative to
 * the working directory `/app` (absolute /app/x → x; `./` destinations keep the source's name).
 */
export function copiedPaths(args: string, workdir = '/app'): { from: string | undefined; pairs: [string, string][] } {
  const words = args.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  const relative = (p: string) => p.replace(new RegExp(`^${workdir}/?`), '').replace(/^\.\/?/, '').replace(/\/$/, '');
  const dest = paths.pop() ?? '';
  const intoFolder = dest.endsWith('/') || paths.length > 1;
  const pairs = paths.map((src): [string, string] => {
    const target = intoFolder ? `${relative(dest)}/${src.split('/').pop()}`.replace(/^\//, '') : relative(dest);
    return [relative(src), target];
  });
  return { from, pairs };
}
