/**
 * The couple's second person: the birth form's own form in its person mode (the birth alone), with
 * the profile block (a saved profile loaded is the second person) and the place search, the same
 * checks, place and time rules as the first person's — the birth-form, profiles and place-search
 * features through their public index. Its values are kept as typed, under a draft of their own.
 */
import { memo, useState } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { BirthForm, useBirthFormDraft } from '../../birth-form/index.ts';
import { ProfileManager } from '../../profiles/index.ts';
import { PlaceSearch, RESOLVE_LOCATION_KEY } from '../../place-search/index.ts';
import { clearedBirthFormValues, isBlankField, type BirthFormValues } from '../../../birth-data/birth-form-values.ts';
import { applyListedCoordinates, applyPlaceFound, choosePlace, editPlaceText, typeFixFields } from '../../../birth-data/place-fix.ts';
import { it } from '../../../i18n/it.ts';

/** The second person's draft, beside the chart form's (astrolabio:bozza-modulo). */
export const SECOND_PERSON_DRAFT_KEY = 'astrolabio:bozza-seconda-persona';
/** Its fields' prefix in the typed-text draft. */
const KEEP_AS = 'seconda-persona.';
const PERSON_TEXT = { ...it.couple.form, keepAs: KEEP_AS };

export interface SecondPersonFormProps {
  onSubmit: (values: BirthFormValues) => void;
  submitting: boolean;
  /** Values a shared link brought: they replace the form's, as a loaded profile's do. */
  incoming: BirthFormValues | null;
}

export const SecondPersonForm = memo(function SecondPersonForm({ onSubmit, submitting, incoming }: SecondPersonFormProps) {
  const { values, update, replace } = useBirthFormDraft(SECOND_PERSON_DRAFT_KEY);
  // Values set from outside restart the date and time inputs, even where a value stays the same.
  const [restartInputs, setRestartInputs] = useState(0);
  const replaceFromOutside = (next: BirthFormValues) => {
    replace(next);
    setRestartInputs((n) => n + 1);
  };
  const [seenIncoming, setSeenIncoming] = useState<BirthFormValues | null>(null);
  if (incoming !== seenIncoming) {
    setSeenIncoming(incoming);
    if (incoming) replaceFromOutside(incoming);
  }
  // The couple waits while a place's coordinates and zone are being found, as the chart does.
  const resolving = useIsMutating({ mutationKey: RESOLVE_LOCATION_KEY }) > 0;
  return (
    <BirthForm
      person={PERSON_TEXT}
      values={values}
      onChange={update}
      onTypeFields={(patch) => replace((v) => typeFixFields(v, patch))}
      onSubmit={() => onSubmit(values)}
      submitting={submitting}
      waitingForPlace={resolving}
      restartInputs={restartInputs}
      profileBlock={
        <ProfileManager
          values={values}
          onNameChange={(profileName) => update({ profileName })}
          onLoad={replaceFromOutside}
          onClear={() => replaceFromOutside(clearedBirthFormValues(values))}
        />
      }
      placeBlock={
        <PlaceSearch
          city={values.city}
          selected={values.placeSelected}
          date={values.date}
          time={values.time}
          fix={values.placeFix}
          onChoose={(place) => replace((v) => choosePlace(v, place))}
          onEdit={(text) => replace((v) => editPlaceText(v, text))}
          onFound={(question, found, asked) => replace((v) => applyPlaceFound(v, question, found, asked))}
          coordinatesEmpty={isBlankField(values.latitude) && isBlankField(values.longitude)}
          onUseListed={(place, listed) => replace((v) => applyListedCoordinates(v, place, listed))}
        />
      }
    />
  );
});
