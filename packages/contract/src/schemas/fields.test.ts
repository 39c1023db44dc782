import { describe, expect, it } from 'vitest';
import { flagSchema } from './fields.ts';

describe('flagSchema: a yes-or-no option', () => {
  const flag = flagSchema('bothAxisEnds');
  it.each([
    [true, true], [false, false], ['true', true], ['false', false], ['1', true], ['0', false], ['sì', true], ['Si', true], [' no ', false],
  ] as const)('reads %j as %s (JSON, or a query string\'s words)', (input, expected) => {
    expect(flag.parse(input)).toBe(expected);
  });
  it.each(['forse', '', 'yes'])('refuses %j naming the field, in Italian', (input) => {
    const r = flag.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe('Il campo «bothAxisEnds» deve essere vero o falso.');
  });
});
