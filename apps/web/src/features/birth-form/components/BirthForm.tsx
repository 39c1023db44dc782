/**
 * The input form "Calcolo Tema Natale e Transiti" (spec sections 2 and 5): profile block, birth
 * date and 24-hour time, place search, coordinates and time zone, transit period, calculation
 * options and the submit button. The profile block and the place search come from their features.
 */
import { useCallback, useEffect, useId, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { Accordion, Alert, Button, Card, Fieldset, Group, Input, Select, SimpleGrid, Stack, Text, TextInput, type PopoverProps, type TextInputProps } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { HOUSE_SYSTEM_CODES, NODE_KINDS, type CalculationSettings } from '@astrolabio/core';
import { HOUSE_SYSTEM_NAMES_IT, NODE_KIND_NAMES_IT } from '@astrolabio/names-it';
import { readUtcOffsetText, type BirthFormValues, type FixField, type NumberField } from '../../../birth-data/birth-form-values.ts';
import { isPlainDecimal, readCoordinateText, type CoordinateAxis } from '../../../birth-data/coordinate-text.ts';
import { formatDecimalIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { DATE_DISPLAY_FORMAT, parseItalianDate } from '../../../lib/date-text.ts';
import { birthDateProblem, canSubmit, checkBirthForm, coordinateProblemText, hasProblems, type BirthFormField } from '../form-rules.ts';
import { readTimeBoxes, splitPastedTime } from '../time-text.ts';
import { useOwnInput } from '../use-own-input.ts';
import { CalculationSettingsFields, type OrbDrafts } from './CalculationSettingsFields.tsx';

export interface BirthFormProps {
  values: BirthFormValues;
  onChange: (patch: Partial<BirthFormValues>) => void;
  /** Coordinates or time zone typed or pasted by hand (the place's values no longer hold for them). */
  onTypeFields: (patch: Partial<Pick<BirthFormValues, FixField>>) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** The place's coordinates and zone are being found: the chart waits for them. */
  waitingForPlace?: boolean;
  profileBlock: ReactNode;
  placeBlock: ReactNode;
  /**
   * Bumped whenever the values are set from outside (a profile loaded, the fields cleared): the date
   * and time inputs then start afresh from them, even where the value did not change ('' stays '',
   * but the `24` the hours held is gone).
   */
  restartInputs?: number;
  /**
   * Another person's birth beside the chart on screen (issue 35: a couple's second person), rather
   * than a chart: the birth alone, its transit period and options being the chart's, under its own
   * title and button; `keepAs` prefixes its fields in the typed-text draft (the chart form's stay its own).
   */
  person?: PersonFormText;
}

/** A person form's own words, and its fields' prefix in the typed-text draft. */
export interface PersonFormText {
  title: string;
  submit: string;
  /** Under the button while it cannot be pressed. */
  submitHint: string;
  keepAs: string;
}

const HOUSE_SYSTEM_OPTIONS = HOUSE_SYSTEM_CODES.map((c) => ({ value: c, label: HOUSE_SYSTEM_NAMES_IT[c] }));
const NODE_KIND_OPTIONS = NODE_KINDS.map((c) => ({ value: c, label: NODE_KIND_NAMES_IT[c] }));

/**
 * The calendar opens below the date field, or above it when there is no room below (a field low on
 * a phone's screen), never over it: what is being typed stays in view. Floating UI's shift moves it
 * only sideways (crossAxis false), so it cannot slide up over the field when neither side fits.
 */
const CALENDAR_POPOVER = {
  withinPortal: false,
  position: 'bottom-start',
  offset: 6,
  middlewares: { flip: { fallbackPlacements: ['top-start'] }, shift: { crossAxis: false } },
} as const satisfies PopoverProps;

/**
 * A date typed as Italians write it, or picked from the calendar. Mantine's DateInput keeps the
 * last valid date when the text is not one (31/02/1990, 5/6/85) and, on leaving the field, puts it
 * back over the text: the user would then compute with a date they did not type. Here the text
 * stays as typed, the field says what is wrong, and the form's value becomes empty until the text
 * is a real day (an empty transit date also keeps the button disabled). The input keeps its own
 * text (useOwnInput), across a reload too (`keepAs`: the draft holds only the form's value); a
 * date set from outside (a profile loaded, the fields cleared) starts it afresh.
 */
interface OwnTextFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  restart: number;
}

/** `YYYY-MM-DD` as the date fields show it (DATE_DISPLAY_FORMAT). */
const shownDate = (iso: string) => iso.split('-').reverse().join('/');

/** The form's value a date text gives: the day, '' for an empty text, null for a text that is no day. */
const dayOfText = (text: string) => (text.trim() === '' ? '' : parseItalianDate(text));

/**
 * Puts `text` in the DateInput's own box as if typed. DateInput starts its text only from a date,
 * so a text that is none (31/02/1990, 21/03/198) could not come back after a reload otherwise; the
 * calendar that typing opens is closed again with Escape, as a user would.
 */
function typeIntoDateInput(el: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
}

function DateField({ label, value, onChange, error, restart, keepAs }: OwnTextFieldProps & { keepAs: string }) {
  const input = useOwnInput(value, onChange, { keepAs, restart });
  // The text typed before a reload, when the input's own start (a date or nothing) does not show it.
  const startText = input.startParts?.[0] ?? null;
  const restoreText = startText !== null && startText !== shownDate(input.start) ? startText : null;
  // The input's key when its text was last found not to be a day: a restart clears the error.
  const [invalidAt, setInvalidAt] = useState<number | null>(() => (restoreText !== null && dayOfText(restoreText) === null ? input.key : null));
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (restoreText === null || !inputRef.current) return;
    typeIntoDateInput(inputRef.current, restoreText);
    // A text that is no day gives no date, as when it was left before the reload.
    if (dayOfText(restoreText) === null) input.report('', [restoreText]);
    // Only what the first start found: later restarts begin from the form's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DateInput
      key={input.key}
      ref={inputRef}
      label={label}
      defaultValue={input.start || null}
      onInput={(e) => {
        // Every keystroke is kept for a reload, with the value it gives (a text that is no day
        // leaves the form's value as it is until the field is left).
        const text = e.currentTarget.value;
        input.remember(dayOfText(text) ?? value, [text]);
      }}
      onChange={(v) => {
        setInvalidAt(null);
        input.report(v ?? '', [v ? shownDate(v) : '']);
      }}
      onBlur={(e) => {
        const text = e.currentTarget.value;
        if (dayOfText(text) !== null) return;
        setInvalidAt(input.key);
        input.report('', [text]);
      }}
      fixOnBlur={false}
      error={invalidAt === input.key ? it.form.invalidDate : error}
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseItalianDate}
      placeholder={it.form.datePlaceholder}
      clearable
      allowDeselect
      ariaLabels={it.form.calendar}
      clearButtonProps={{ 'aria-label': it.form.clearField(label) }}
      popoverProps={CALENDAR_POPOVER}
    />
  );
}

/**
 * The 24-hour birth time in two boxes, Ore and Minuti, both reached with Tab. What is typed stays as
 * typed: `24` in the hours is named an error, never turned into 04 (Mantine's TimePicker did that,
 * and kept the minutes out of the Tab order). The boxes keep their own text (useOwnInput), across a
 * reload too (`keepAs`: the draft holds only the form's value); the form hears `HH:mm`, or '' while
 * the time is incomplete or wrong; a time set from outside (a profile loaded, the fields cleared)
 * restarts them.
 */
function TimeField({ label, name, value, onChange, error, restart, keepAs }: OwnTextFieldProps & { name: string; keepAs?: string }) {
  const input = useOwnInput(value, onChange, { keepAs, restart });
  const [hours, minutes] = input.startParts ?? [input.start.slice(0, 2), input.start.slice(3, 5)];
  return <TimeBoxesInput key={input.key} label={label} name={name} startHours={hours ?? ''} startMinutes={minutes ?? ''} report={input.report} error={error} />;
}

/**
 * Typing runs on from the hours into the minutes only past two digits (`1430`): a third digit typed
 * at the end of a full hours box is the minutes' first. Hours alone never move the focus, so
 * hours, Tab, minutes lands where it is typed (issue 21: the box used to jump by itself, and Tab
 * then skipped the minutes).
 */
export function splitTypedHours(previous: string, typed: string): [string, string] | null {
  if (!/^\d{2}$/.test(previous) || typed.length !== 3 || !typed.startsWith(previous) || !/^\d$/.test(typed[2]!)) return null;
  return [previous, typed[2]!];
}

function TimeBoxesInput({ label, name, startHours, startMinutes, report, error }: {
  label: string;
  /** The field's short name, for the boxes' own names. */
  name: string;
  startHours: string;
  startMinutes: string;
  report: (v: string, parts: string[]) => void;
  error?: string;
}) {
  // Unique on the page: a couple's second birth form is on it beside the chart's.
  const hoursId = useId();
  const [hours, setHours] = useState(startHours);
  const [minutes, setMinutes] = useState(startMinutes);
  const minutesRef = useRef<HTMLInputElement>(null);
  const read = readTimeBoxes(hours, minutes);
  const update = (h: string, m: string) => {
    setHours(h);
    setMinutes(m);
    report(readTimeBoxes(h, m).time ?? '', [h, m]);
  };
  const pasteWhole = (e: ClipboardEvent<HTMLInputElement>) => {
    const parts = splitPastedTime(e.clipboardData.getData('text'));
    if (!parts) return;
    e.preventDefault();
    update(parts[0], parts[1]);
  };
  const own = read.problem ? it.form.errors[read.problem === 'digits' ? 'timeDigits' : read.problem] : undefined;
  const box = { inputMode: 'numeric' as const, maxLength: 2, autoComplete: 'off', w: 56, styles: { input: { textAlign: 'center' as const } } };
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: hoursId }} error={own ?? error}>
      <Group gap={4} wrap="nowrap" align="center">
        <Input
          {...box}
          id={hoursId}
          aria-label={it.form.timeBox(name, it.form.hours)}
          placeholder={it.form.hoursPlaceholder}
          value={hours}
          // One more than two digits, so that the third one typed can run on into the minutes.
          maxLength={3}
          error={read.problem === 'hours' || read.problem === 'digits' || Boolean(error && !own)}
          onPaste={pasteWhole}
          onChange={(e) => {
            const typed = e.currentTarget.value;
            const split = splitTypedHours(hours, typed);
            if (!split) {
              update(typed, minutes);
              return;
            }
            update(split[0], split[1]);
            minutesRef.current?.focus();
          }}
        />
        <Text span aria-hidden="true">:</Text>
        <Input
          {...box}
          ref={minutesRef}
          aria-label={it.form.timeBox(name, it.form.minutes)}
          placeholder={it.form.minutesPlaceholder}
          value={minutes}
          error={read.problem === 'minutes' || read.problem === 'digits' || Boolean(error && !own)}
          onPaste={pasteWhole}
          onChange={(e) => update(hours, e.currentTarget.value)}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** A number field's text (a number shown with the Italian decimal comma). */
const fieldText = (value: NumberField) => (typeof value === 'number' ? formatDecimalIt(value) : value);

/** A number typed as text; its description goes under the input, so that the inputs of a row line up. */
function NumberTextInput(props: TextInputProps) {
  return <TextInput {...props} inputMode="decimal" autoComplete="off" inputWrapperOrder={['label', 'input', 'description', 'error']} />;
}

/**
 * Latitude or longitude as text: decimal degrees with a dot or a comma, degrees-minutes-seconds, or
 * the pair a map site copies, pasted into either field (both are filled). A paste that is not a
 * coordinate is refused on the spot with the reason; a typed text is read when the field is left.
 */
function CoordinateField({ axis, label, description, value, onType, error }: {
  axis: CoordinateAxis;
  label: string;
  description: string;
  value: NumberField;
  onType: (patch: Partial<Pick<BirthFormValues, 'latitude' | 'longitude'>>) => void;
  error?: string;
}) {
  const [own, setOwn] = useState<string | null>(null);
  const text = fieldText(value);
  return (
    <NumberTextInput
      label={label}
      description={description}
      value={text}
      error={own ?? error}
      onChange={(e) => {
        setOwn(null);
        onType({ [axis]: e.currentTarget.value });
      }}
      onPaste={(e) => {
        const el = e.currentTarget;
        const pasted = e.clipboardData.getData('text');
        const next = el.value.slice(0, el.selectionStart ?? 0) + pasted + el.value.slice(el.selectionEnd ?? el.value.length);
        const read = readCoordinateText(next, axis);
        e.preventDefault();
        if (read.kind === 'pair') onType({ latitude: read.latitudeDeg, longitude: read.longitudeDeg });
        else if (read.kind === 'value') onType({ [axis]: read.valueDeg });
        else if (read.kind === 'invalid') {
          setOwn(it.form.errors.pasteRefused(it.form.errors.coordinate(read.problem, read.axis)));
          return;
        }
        setOwn(null);
      }}
      onBlur={() => {
        if (text.trim() === '') return;
        const read = readCoordinateText(text, axis);
        // Degrees-minutes-seconds typed by hand become decimal degrees; a pair fills both fields.
        if (read.kind === 'pair') onType({ latitude: read.latitudeDeg, longitude: read.longitudeDeg });
        else if (read.kind === 'value' && !isPlainDecimal(text)) onType({ [axis]: read.valueDeg });
        else setOwn(coordinateProblemText(text, axis));
      }}
    />
  );
}

/** Hours from UTC: 1, 5,5, -3 or 5:30; read when the field is left. */
function UtcOffsetField({ value, onType, error }: { value: NumberField; onType: (v: NumberField) => void; error?: string }) {
  const [own, setOwn] = useState<string | null>(null);
  const text = fieldText(value);
  return (
    <NumberTextInput
      label={it.form.timezone}
      description={it.form.timezoneHint}
      value={text}
      error={own ?? error}
      onChange={(e) => {
        setOwn(null);
        onType(e.currentTarget.value);
      }}
      onBlur={() => {
        const read = readUtcOffsetText(text);
        setOwn(read.kind === 'invalid' ? it.form.errors.timezone(read.problem) : null);
      }}
    />
  );
}

export function BirthForm({ values, onChange, onTypeFields, onSubmit, submitting, waitingForPlace = false, profileBlock, placeBlock, restartInputs = 0, person }: BirthFormProps) {
  const rules = { period: !person };
  const keepPrefix = person?.keepAs ?? '';
  const enabled = canSubmit(values, submitting, rules) && !waitingForPlace;
  // After a first attempt the problems follow the values, so a fix clears its message at once.
  const [attempt, setAttempt] = useState(0);
  const [optionsOpen, setOptionsOpen] = useState(false);
  // What was typed in the orb boxes and not taken: here, so that it outlives the options' panel.
  const [orbDrafts, setOrbDrafts] = useState<OrbDrafts>({});
  // One function for the settings panel (memoised): a keystroke elsewhere does not redraw it.
  const onSettingsChange = useCallback((settings: CalculationSettings) => onChange({ settings: { ...settings, aspects: [...settings.aspects] } }), [onChange]);
  const check = attempt > 0 ? checkBirthForm(values, rules) : { fields: {}, place: null };
  const error = (field: BirthFormField) => check.fields[field];
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-problem]')?.focus();
  }, [attempt]);
  return (
    <Card withBorder radius="md" p={{ base: 8, sm: 'md' }} component="section" aria-label={person?.title ?? it.form.title}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!enabled) return;
          setAttempt((n) => n + 1);
          if (!hasProblems(checkBirthForm(values, rules))) onSubmit();
        }}
      >
        <Stack gap="md">
          <Fieldset legend={it.profiles.title} variant="filled" p={{ base: 'xs', sm: 'md' }}>{profileBlock}</Fieldset>

          <Fieldset legend={it.form.birthSection} p={{ base: 'xs', sm: 'md' }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <DateField label={it.form.birthDate} value={values.date} onChange={(date) => onChange({ date })} error={error('date') ?? birthDateProblem(values.date)} restart={restartInputs} keepAs={`${keepPrefix}date`} />
                <TimeField label={it.form.birthTime} name={it.form.birthTimeName} value={values.time} onChange={(time) => onChange({ time })} error={error('time')} restart={restartInputs} keepAs={`${keepPrefix}time`} />
              </SimpleGrid>
              {placeBlock}
            </Stack>
          </Fieldset>

          <Fieldset legend={it.form.coordinatesSection} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <CoordinateField axis="latitude" label={it.form.latitude} description={it.form.latitudeHint} value={values.latitude} onType={onTypeFields} error={error('latitude')} />
              <CoordinateField axis="longitude" label={it.form.longitude} description={it.form.longitudeHint} value={values.longitude} onType={onTypeFields} error={error('longitude')} />
              <UtcOffsetField value={values.timezone} onType={(timezone) => onTypeFields({ timezone })} error={error('timezone')} />
            </SimpleGrid>
          </Fieldset>

          {!person && <Fieldset legend={it.form.transitSection} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DateField label={it.form.transitStart} value={values.transitStart} onChange={(transitStart) => onChange({ transitStart })} error={error('transitStart')} restart={restartInputs} keepAs="transitStart" />
              <DateField label={it.form.transitEnd} value={values.transitEnd} onChange={(transitEnd) => onChange({ transitEnd })} error={error('transitEnd')} restart={restartInputs} keepAs="transitEnd" />
            </SimpleGrid>
          </Fieldset>}

          {!person && <Accordion variant="contained" value={optionsOpen ? 'options' : null} onChange={(v) => setOptionsOpen(v === 'options')}>
            <Accordion.Item value="options">
              <Accordion.Control>{it.form.advanced}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Select
                    label={it.form.houseSystem}
                    data={HOUSE_SYSTEM_OPTIONS}
                    value={values.houseSystem}
                    onChange={(v) => v && onChange({ houseSystem: v })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: false }}
                  />
                  <Select
                    label={it.form.nodeKind}
                    data={NODE_KIND_OPTIONS}
                    value={values.nodeKind}
                    onChange={(v) => v && onChange({ nodeKind: v })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: false }}
                  />
                </SimpleGrid>
                <Stack mt="sm">
                  {/* Drawn only while open: its orb table would otherwise be redrawn at every keystroke of the form. */}
                  {optionsOpen && <CalculationSettingsFields settings={values.settings} onChange={onSettingsChange} orbDrafts={orbDrafts} onOrbDraftsChange={setOrbDrafts} />}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>}

          {check.place && (
            <Alert color="red" variant="light" role="alert" title={it.form.fixTitle} tabIndex={-1} data-form-problem>
              {check.place}
            </Alert>
          )}
          <Stack gap={4}>
            <Button type="submit" size="md" disabled={!enabled} fullWidth h="auto" py={10} styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
              {submitting ? it.form.submitting : person?.submit ?? it.form.submit}
            </Button>
            {waitingForPlace && !submitting && <Text size="xs" c="dimmed" ta="center" aria-live="polite">{it.form.waitingForPlace}</Text>}
            {!enabled && !submitting && !waitingForPlace && <Text size="xs" c="dimmed" ta="center">{person?.submitHint ?? it.form.submitHint}</Text>}
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
