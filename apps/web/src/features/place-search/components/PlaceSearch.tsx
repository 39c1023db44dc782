/**
 * Place search (spec section 4): from 3 characters, suggestions 600 ms after the last keystroke,
 * at most 5; choosing one marks it selected and hides the list; editing clears the selection.
 * "Ottieni Coordinate" resolves the selected place at the birth date and fills the coordinates.
 * Issue 15: a chosen place is resolved at once (its coordinates and zone come with it), and asked
 * again by itself when the birth date or time changes after its zone was found (birth-data/place-fix.ts).
 * When resolving fails, the chosen suggestion's own coordinates are offered for empty fields.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MAX_PLACE_TEXT_LENGTH, SUGGESTIONS_MIN_CHARS, type PlaceSuggestionAnswer } from '@astrolabio/contract';
import { errorDetail } from '../../../lib/api-client.ts';
import type { PlaceFix } from '../../../birth-data/birth-form-values.ts';
import { formatDateIt, formatDecimalIt } from '../../../lib/format.ts';
import type { ListedCoordinates, PlaceFound, PlaceQuestion } from '../../../birth-data/place-fix.ts';
import { it } from '../../../i18n/it.ts';
import { SUGGESTIONS_DEBOUNCE_MS, usePlaceSuggestions } from '../../../lib/place-suggestions.ts';
import type { LocationResolution } from '../api/resolve-location.ts';
import { isResolvableDate, usePlaceResolution } from '../use-place-resolution.ts';

export interface PlaceSearchProps {
  city: string;
  selected: boolean;
  /** Birth date (YYYY-MM-DD) and time (HH:mm) the time zone is resolved for. */
  date: string;
  time: string;
  /** What the coordinates and zone on screen were found for (see birth-data/place-fix.ts). */
  fix: PlaceFix | null;
  /** A suggestion chosen. */
  onChoose: (place: string) => void;
  /** The text edited by hand. */
  onEdit: (text: string) => void;
  /**
   * What the server found for `question` (a value it could not find is absent); `asked`: the user
   * pressed «Ottieni Coordinate», rather than the place or the birth instant changing.
   */
  onFound: (question: PlaceQuestion, found: PlaceFound, asked: boolean) => void;
  /** Both coordinate fields are empty: only then are a suggestion's coordinates offered. */
  coordinatesEmpty: boolean;
  /** The user took the chosen suggestion's coordinates after resolving it failed. */
  onUseListed: (place: string, listed: ListedCoordinates) => void;
}

export function PlaceSearch({ city, selected, date, time, fix, onChoose, onEdit, onFound, coordinatesEmpty, onUseListed }: PlaceSearchProps) {
  const combobox = useCombobox();
  const [debounced] = useDebouncedValue(city, SUGGESTIONS_DEBOUNCE_MS);
  // Ask only once typing has paused on this very text, and never for a chosen place.
  const settled = debounced === city && !selected;
  const suggestions = usePlaceSuggestions(debounced, settled);
  const { resolve, run: runResolve, forget } = usePlaceResolution({ city, selected, date, time, fix, onFound });
  // The suggestion chosen, with the coordinates the list gave it (lost on reload: then none is offered).
  const [chosen, setChosen] = useState<PlaceSuggestionAnswer | null>(null);
  const listed = selected && chosen?.formatted === city ? chosen : null;
  const [listedUsedFor, setListedUsedFor] = useState<string | null>(null);

  const tooShort = city.trim().length < SUGGESTIONS_MIN_CHARS;
  const waiting = !selected && !tooShort && (!settled || suggestions.isFetching);
  const results = settled ? suggestions.data ?? [] : [];
  const showDropdown = !selected && !tooShort && (waiting || suggestions.isError || suggestions.isSuccess);

  const choose = (index: string) => {
    const place = results[Number(index)];
    if (!place) return;
    onChoose(place.formatted);
    setChosen(place);
    setListedUsedFor(null);
    resolve.reset();
    forget();
    combobox.closeDropdown();
  };

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal={false}>
        <Combobox.Target>
          <TextInput
            label={it.place.label}
            placeholder={it.place.placeholder}
            description={it.place.hint}
            value={city}
            maxLength={MAX_PLACE_TEXT_LENGTH}
            autoComplete="off"
            onChange={(e) => {
              onEdit(e.currentTarget.value);
              resolve.reset();
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onKeyDown={(e) => {
              // Enter with the list open and no suggestion highlighted would submit the whole form
              // with the coordinates of the previous place: here it only means "not yet".
              if (e.key === 'Enter' && showDropdown && combobox.getSelectedOptionIndex() < 0) e.preventDefault();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={waiting ? <Loader size={16} aria-label={it.place.searching} /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!showDropdown}>
          <Combobox.Options aria-label={it.place.label}>
            {suggestions.isError && settled ? (
              <Combobox.Empty>
                <Text c="red" size="sm">{it.place.suggestionsError}</Text>
                {/* No connection, or a busy server's own sentence: what to do about it. */}
                <SuggestionsErrorDetail error={suggestions.error} />
              </Combobox.Empty>
            ) : waiting ? (
              <Combobox.Empty>{it.place.searching}</Combobox.Empty>
            ) : results.length === 0 ? (
              <Combobox.Empty>{it.place.noResults}</Combobox.Empty>
            ) : (
              results.map((p, i) => (
                <Combobox.Option value={String(i)} key={`${p.formatted}-${i}`}>
                  {p.formatted}
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>

      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={() => runResolve(true)} disabled={!selected || !date || !isResolvableDate(date)} loading={resolve.isPending} loaderProps={{ 'aria-label': it.place.resolving } as object}>
          {it.place.resolve}
        </Button>
        {selected && <Badge color="teal" variant="light" aria-live="polite">{it.place.selected}</Badge>}
      </Group>

      {resolve.isError && (
        <ResolveFailed
          detail={errorDetail(resolve.error, it.place.resolveError)}
          listed={listed && (coordinatesEmpty || listedUsedFor === city) ? listed : null}
          used={listedUsedFor === city}
          onUse={() => {
            if (!listed) return;
            setListedUsedFor(city);
            onUseListed(city, { latitude: listed.latitude, longitude: listed.longitude });
          }}
        />
      )}
      {resolve.isSuccess && resolve.variables.place === city && (
        // The zone and its summer time hold for the instant asked: once the birth date or time
        // changes, they are shown no more and the user is told to ask again. The time zone field is
        // left as it is: the user may have set it by hand since.
        resolve.variables.date === date && (resolve.variables.time ?? '') === time
          ? <ResolvedInfo r={resolve.data} />
          : (
            <Alert color="yellow" variant="light" title={it.place.staleTitle} role="status">
              {it.place.stale(formatDateIt(resolve.variables.date), resolve.variables.time ?? '')}
            </Alert>
          )
      )}
    </Stack>
  );
}

function SuggestionsErrorDetail({ error }: { error: unknown }) {
  const detail = errorDetail(error, it.place.suggestionsError);
  return detail ? <Text size="xs" c="dimmed" mt={4}>{detail}</Text> : null;
}

/**
 * Resolving the place failed: the spec's text once (the failure's own text only when it says more),
 * then the chosen suggestion's coordinates on offer, or, once taken, a note that the time zone is
 * the user's to write.
 */
function ResolveFailed({ detail, listed, used, onUse }: { detail: string | null; listed: PlaceSuggestionAnswer | null; used: boolean; onUse: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={it.place.resolveError}>
      <Stack gap="xs">
        {detail && <Text size="sm">{detail}</Text>}
        {listed && !used && (
          <>
            <Text size="sm">{it.place.listedOffer(formatDecimalIt(listed.latitude), formatDecimalIt(listed.longitude))}</Text>
            <Group><Button size="compact-sm" variant="light" color="red" onClick={onUse}>{it.place.useListed}</Button></Group>
          </>
        )}
        {listed && used && (
          <>
            <Text size="sm">{it.place.listedUsed} {it.place.missingTimezone}</Text>
            {listed.zone && <Text size="sm">{it.place.listedZone(listed.zone)}</Text>}
          </>
        )}
      </Stack>
    </Alert>
  );
}

function ResolvedInfo({ r }: { r: LocationResolution }) {
  return (
    <Stack gap="xs">
      {(r.zone || r.dst !== undefined) && (
        <Alert color="blue" variant="light" title={it.place.resolvedTitle} aria-live="polite">
          {r.formatted && <Text size="sm">{it.place.resolvedPlace(r.formatted)}</Text>}
          {r.zone && <Text size="sm">{it.place.zone(r.zone, r.utcOffset)}</Text>}
          {/* Another country's rules applied (Trieste 1916): named, as information, with summer time under them. */}
          {r.rule && r.rule.code !== 'placeZone' && <Text size="sm">{it.place.ruleApplied(r.rule.code, r.rule.zone)}</Text>}
          {r.dst !== undefined && <Text size="sm">{it.place.dst(r.rule?.code ?? 'placeZone', r.dst)}</Text>}
          {r.notes.map((n) => <Text key={n} size="sm">{n}</Text>)}
        </Alert>
      )}
      {r.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title={it.place.warningsTitle} role="status">
          {r.warnings.map((w) => <Text key={w} size="sm">{w}</Text>)}
        </Alert>
      )}
    </Stack>
  );
}
