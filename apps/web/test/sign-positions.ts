/** Test helper: the ecliptic longitude where an Italian-named sign begins, so fixtures stay consistent. */
import { SIGN_CODES, SIGN_WIDTH_DEG } from '@astrolabio/core';
import { SIGN_BY_NAME_IT } from '@astrolabio/names-it';

export function signStart(signIt: string): number {
  const code = SIGN_BY_NAME_IT.get(signIt);
  if (code === undefined) throw new Error(`not a sign: ${signIt}`);
  return SIGN_CODES.indexOf(code) * SIGN_WIDTH_DEG;
}
