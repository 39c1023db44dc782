/**
 * The input form "Calcolo Tema Natale e Transiti" (spec sections 2 and 5): profile block, birth
 * date and 24-hour time, place search, coordinates and time zone, transit period, calculation
 * options and the submit button. The profile block and the place search come from their features.
 */
import { useState, type ReactNode } from 'react';
import { Accordion, Button, Card, Fieldset, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimePicker } from '@mantine/dates';
import {
  COORDINATE_STEP_DEG,
  LATITUDE_RANGE_DEG,
  LONGITUDE_RANGE_DEG,
  UTC_OFFSET_RANGE_HOURS,
  UTC_OFFSET_STEP_HOURS,
  type NumberRange,
} from '@astrolabio/contract';
import { HOUSE_SYSTEM_CODES, NODE_KINDS } from '@astrolabio/core';
import { HOUSE_SYSTEM_NAMES_IT, NODE_KIND_NAMES_IT } from '@astrolabio/names-it';
import type { BirthFormValues, NumberField } from '../../../lib/birth-form-values.ts';
import { it } from '../../../i18n/it.ts';
import { DATE_DISPLAY_FORMAT, parseItalianDate } from '../date-text.ts';
import { canSubmit } from '../submit-rules.ts';
import { useOwnInput } from '../use-own-input.ts';

export interface BirthFormProps {
  values: BirthFormValues;
  onChange: (patch: Partial<BirthFormValues>) => void;
  onSubmit: () => void;
  submitting: boolean;
  profileBlock: ReactNode;
  placeBlock: ReactNode;
}

const HOUSE_SYSTEM_OPTIONS = HOUSE_SYSTEM_CODES.map((c) => ({ value: c, label: HOUSE_SYSTEM_NAMES_IT[c] }));
const NODE_KIND_OPTIONS = NODE_KINDS.map((c) => ({ value: c, label: NODE_KIND_NAMES_IT[c] }));

/**
 * A date typed as Italians write it, or picked from the calendar. Mantine's DateInput keeps the
 * last valid date when the text is not one (31/02/1990, 5/6/85) and, on leaving the field, puts it
 * back over the text: the user would then compute with a date they did not type. Here the text
 * stays as typed, the field says what is wrong, and the form's value becomes empty until the text
 * is a real day (an empty transit date also keeps the button disabled). The input keeps its own
 * text (useOwnInput); a date set from outside (a profile loaded, the fields cleared) starts it afresh.
 */
function DateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const input = useOwnInput(value, onChange);
  // The input's key when its text was last found not to be a day: a restart clears the error.
  const [invalidAt, setInvalidAt] = useState<number | null>(null);
  return (
    <DateInput
      key={input.key}
      label={label}
      defaultValue={input.start || null}
      onChange={(v) => {
        setInvalidAt(null);
        input.report(v ?? '');
      }}
      onBlur={(e) => {
        const text = e.currentTarget.value;
        if (text.trim() === '' || parseItalianDate(text) !== null) return;
        setInvalidAt(input.key);
        input.report('');
      }}
      fixOnBlur={false}
      error={invalidAt === input.key ? it.form.invalidDate : undefined}
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseItalianDate}
      placeholder={it.form.datePlaceholder}
      clearable
      allowDeselect
      ariaLabels={it.form.calendar}
      popoverProps={{ withinPortal: false }}
    />
  );
}

/**
 * The 24-hour birth time. Mantine's TimePicker reports '' while a time is incomplete (the minutes
 * just erased) and empties both boxes whenever its value becomes '': fed back as a controlled
 * value, erasing one digit would wipe the hours, and typing on would save a time nobody typed
 * (12:45 → 04:05). So the picker keeps its own boxes (useOwnInput); the form hears every change,
 * and a value that did not come from the picker (a profile loaded, the fields cleared) restarts it.
 */
function TimeField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const input = useOwnInput(value, onChange);
  return (
    <TimePicker
      key={input.key}
      label={label}
      format="24h"
      defaultValue={input.start}
      onChange={input.report}
      hoursInputLabel={it.form.hours}
      minutesInputLabel={it.form.minutes}
    />
  );
}

function CoordinateField({ label, description, value, onChange, step, range }: {
  label: string;
  description: string;
  value: NumberField;
  onChange: (v: NumberField) => void;
  step: number;
  /** The API's range for the field (the server names the field when a value is outside). */
  range: NumberRange;
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={onChange}
      step={step}
      min={range.min}
      max={range.max}
      clampBehavior="none"
      decimalSeparator=","
      allowedDecimalSeparators={['.', ',']}
      hideControls
      inputMode="decimal"
    />
  );
}

export function BirthForm({ values, onChange, onSubmit, submitting, profileBlock, placeBlock }: BirthFormProps) {
  const enabled = canSubmit(values, submitting);
  return (
    <Card withBorder radius="md" p={{ base: 8, sm: 'md' }} component="section" aria-label={it.form.title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (enabled) onSubmit();
        }}
      >
        <Stack gap="md">
          <Fieldset legend={it.profiles.title} variant="filled" p={{ base: 'xs', sm: 'md' }}>{profileBlock}</Fieldset>

          <Fieldset legend={it.form.birthSection} p={{ base: 'xs', sm: 'md' }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <DateField label={it.form.birthDate} value={values.date} onChange={(date) => onChange({ date })} />
                <TimeField label={it.form.birthTime} value={values.time} onChange={(time) => onChange({ time })} />
              </SimpleGrid>
              {placeBlock}
            </Stack>
          </Fieldset>

          <Fieldset legend={it.form.coordinatesSection} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <CoordinateField label={it.form.latitude} description={it.form.latitudeHint} value={values.latitude} onChange={(latitude) => onChange({ latitude })} step={COORDINATE_STEP_DEG} range={LATITUDE_RANGE_DEG} />
              <CoordinateField label={it.form.longitude} description={it.form.longitudeHint} value={values.longitude} onChange={(longitude) => onChange({ longitude })} step={COORDINATE_STEP_DEG} range={LONGITUDE_RANGE_DEG} />
              <CoordinateField label={it.form.timezone} description={it.form.timezoneHint} value={values.timezone} onChange={(timezone) => onChange({ timezone })} step={UTC_OFFSET_STEP_HOURS} range={UTC_OFFSET_RANGE_HOURS} />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={it.form.transitSection} p={{ base: 'xs', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DateField label={it.form.transitStart} value={values.transitStart} onChange={(transitStart) => onChange({ transitStart })} />
              <DateField label={it.form.transitEnd} value={values.transitEnd} onChange={(transitEnd) => onChange({ transitEnd })} />
            </SimpleGrid>
          </Fieldset>

          <Accordion variant="contained">
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
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>

          <Stack gap={4}>
            <Button type="submit" size="md" disabled={!enabled} fullWidth h="auto" py={10} styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}>
              {submitting ? it.form.submitting : it.form.submit}
            </Button>
            {!enabled && !submitting && <Text size="xs" c="dimmed" ta="center">{it.form.submitHint}</Text>}
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
