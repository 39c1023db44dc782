/**
 * A password in DATABASE_URL is never printed, whatever characters it has or where it is (issue 22: `SEC/RET`
 * and `SEC@RET` leaked; issue 33: `?password=…`): the redaction itself, and the real server process's failed start.
 */
import { describe, expect, test } from 'vitest';
import { redactDatabaseUrl } from '../src/questionnaire/postgres-subscribers.ts';
import { startServerProcess } from './server-process.ts';

const ODD_PASSWORDS = ['SEC/RET', 'SEC@RET', 'SEC:RET', 'SEC?RET', 'SEC#RET', 'S/E@C:R?E#T', '%2F', 'plain'];

describe('redactDatabaseUrl', () => {
  test.each(ODD_PASSWORDS)('hides %j', (password) => {
    const url = `postgres://astrolabio:${password}@db.esempio.it:5432/astrolabio`;
    const redacted = redactDatabaseUrl(url);
    expect(redacted).toBe('postgres://astrolabio:***@db.esempio.it:5432/astrolabio');
    expect(redacted).not.toContain(password);
  });

  test.each([
    ['postgres://db.esempio.it/astrolabio', 'postgres://db.esempio.it/astrolabio'],
    ['postgres://astrolabio@db.esempio.it/astrolabio', 'postgres://astrolabio@db.esempio.it/astrolabio'],
    ['postgres://db.esempio.it:5432/astrolabio', 'postgres://db.esempio.it:5432/astrolabio'],
    ['mysql://u:p/q@db', 'mysql://u:***@db'],
    ['u:p@db', 'u:***@db'],
    ['postgres://u@db.esempio.it/astrolabio?password=SEGRETA', 'postgres://u@db.esempio.it/astrolabio?password=***'],
    ['postgres://u@db/x?sslmode=require&PASSWORD=SEGRETA&application_name=a', 'postgres://u@db/x?sslmode=require&PASSWORD=***&application_name=a'],
  ])('%s → %s', (text, expected) => {
    expect(redactDatabaseUrl(text)).toBe(expected);
  });
});

describe('the server\'s failed start never prints the password', { timeout: 60_000 }, () => {
  test.each(['SEC/RET', 'SEC@RET'])('DATABASE_URL with %j, nobody listening', async (password) => {
    const run = startServerProcess({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `postgres://astrolabio:${password}@127.0.0.1:1/astrolabio` });
    expect(await run.exit).toBe(1);
    expect(run.stderr).toMatch(/^Avvio non riuscito: /);
    expect(run.stderr + run.stdout).not.toContain(password);
  });

  test('DATABASE_URL with the password as a parameter (?password=…), nobody listening', async () => {
    const run = startServerProcess({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: 'postgres://astrolabio@127.0.0.1:1/astrolabio?password=SEGRETISSIMA' });
    expect(await run.exit).toBe(1);
    expect(run.stderr).toMatch(/^Avvio non riuscito: .*password=\*\*\*/);
    expect(run.stderr + run.stdout).not.toContain('SEGRETISSIMA');
  });
});
