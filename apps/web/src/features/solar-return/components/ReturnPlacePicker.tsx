/**
 * The return's place: a place search over the same suggestions as the birth form (GET /api/luoghi,
 * from 3 characters, after a pause in typing); choosing one gives its coordinates. Empty means the
 * birth place.
 */
import { useState } from 'react';
import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_PLACE_TEXT_LENGTH } from '@astrolabio/contract';
import { it } from '../../../i18n/it.ts';
import { SUGGESTIONS_DEBOUNCE_MS, usePlaceSuggestions } from '../../../lib/place-suggestions.ts';
import type { ReturnPlace } from '../api/natal-request.ts';

export function ReturnPlacePicker({ place, onChange }: { place: ReturnPlace | null; onChange: (place: ReturnPlace | null) => void }) {
  const [text, setText] = useState(place?.nome ?? '');
  const [debounced] = useDebouncedValue(text, SUGGESTIONS_DEBOUNCE_MS);
  const chosen = place !== null && place.nome === text;
  const suggestions = usePlaceSuggestions(debounced, !chosen);
  // A disabled query still gives the list cached for its text: a chosen place offers none.
  const results = chosen ? [] : suggestions.data ?? [];
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Autocomplete
        label={it.solarReturn.place}
        description={it.solarReturn.placeHint}
        placeholder={it.solarReturn.birthPlace}
        value={text}
        maxLength={MAX_PLACE_TEXT_LENGTH}
        data={results.map((r) => r.formatted)}
        filter={({ options }) => options}
        onChange={setText}
        onOptionSubmit={(formatted) => {
          const found = results.find((r) => r.formatted === formatted);
          if (found) onChange({ latitude: found.latitude, longitude: found.longitude, nome: found.formatted });
        }}
        style={{ flex: '1 1 18rem' }}
      />
      {place !== null && (
        <Button variant="default" onClick={() => { setText(''); onChange(null); }}>{it.solarReturn.useBirthPlace}</Button>
      )}
    </Group>
  );
}
