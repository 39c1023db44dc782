/**
 * Runs shell commands at once and fails when any fails: `npm test`'s checks (the three type checks,
 * ESLint, the build the browser tests need) are each one single-threaded process, and one after
 * another they left the machine's second core idle for a minute. Each command's output is printed
 * whole when it ends, under its name and duration, so that two outputs never mix.
 * Usage: node --import tsx scripts/run-in-parallel.ts '<command>' '<command>' …
 */
import { spawn } from 'node:child_process';

/** Runs one command in a shell; resolves with its exit code and its output (stdout and stderr, as they came). */
function run(command: string): Promise<{ code: number; output: string; seconds: number }> {
  const startedMs = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString('utf8');
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - startedMs) / 1000 });
    });
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: node --import tsx scripts/run-in-parallel.ts <command> [<command>…]');
  process.exit(2);
}

const results = await Promise.all(commands.map(async (command) => {
  const result = await run(command);
  // Printed as each ends, whole: a failure's message comes as soon as it is known.
  process.stdout.write(`\n> ${command} (${result.seconds.toFixed(1)} s${result.code === 0 ? '' : `, exit ${result.code}`})\n${result.output}`);
  return { command, ...result };
}));

const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((r) => r.command).join(', ')}`);
  process.exit(1);
}
