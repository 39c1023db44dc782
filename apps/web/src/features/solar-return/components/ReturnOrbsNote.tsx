/** The orbs a return's aspects to the natal points were looked for with, named under the aspects table as the answer gives them (`orbiRitorno`, decision 0092). */
import { Text } from '@mantine/core';
import { RETURN_ASPECT_CODES } from '@astrolabio/core';
import type { ReturnOrbsCodes } from '@astrolabio/contract';
import { ASPECT_NAMES_IT } from '@astrolabio/names-it';
import { formatDegreesIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';

const T = it.solarReturn;

/** «Congiunzione 3°; Sestile 2°; …», Sole/Luna's orb beside an aspect's only when it differs. */
export function returnOrbsText(orbs: ReturnOrbsCodes): string {
  return RETURN_ASPECT_CODES.flatMap((a) => {
    const o = orbs[a];
    if (!o) return [];
    const name = ASPECT_NAMES_IT[a];
    return [o.luminaryOrbDeg === o.orbDeg
      ? T.orbValue(name, formatDegreesIt(o.orbDeg))
      : T.orbValueLuminary(name, formatDegreesIt(o.orbDeg), formatDegreesIt(o.luminaryOrbDeg))];
  }).join('; ');
}

export function ReturnOrbsNote({ orbs }: { orbs: ReturnOrbsCodes }) {
  return <Text size="xs" c="dimmed" data-testid="return-orbs">{T.orbsNote(returnOrbsText(orbs))}</Text>;
}
