/**
 * The /testing transits page's first card (spec section 2): «Inserisci Dati di Nascita», titled
 * «Tema Natale Calcolato» once a chart exists, with a form that folds away after a calculation
 * (and opens again on demand): Nome, Data and Ora di nascita, the ten cities, Luogo di nascita,
 * Latitudine, Longitudine and Fuso orario, the coordinates and zone in words once set, and
 * «Calcola Tema Natale» / «Ricalcola Tema Natale». Checks a press with quick-chart-rules.ts and
 * says what is wrong in the spec's words; the page does the calling.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Card, Collapse, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_PLACE_TEXT_LENGTH, SUPPORTED_FIRST_DATE, SUPPORTED_FIRST_INSTANT_UT, SUPPORTED_LAST_DATE, UTC_OFFSET_RANGE_HOURS } from '@astrolabio/contract';
import { readUtcOffsetText, type BirthFormValues, type FixField } from '../../../birth-data/birth-form-values.ts';
import { formatCoordinateIt, formatDateIt, formatUtcOffsetIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { CITY_PRESET_PLACES, cityName, presetOf } from '../city-presets.ts';
import { checkQuickChart, coordinateOrZero, hasRequiredFields, isCalculable, type QuickChartField, type QuickChartProblem } from '../quick-chart-rules.ts';

const t = it.quickChart;
const CITY_OPTIONS = [{ value: '', label: t.cityPlaceholder }, ...CITY_PRESET_PLACES.map((p) => ({ value: p, label: cityName(p) }))];

export interface QuickChartCardProps {
  values: BirthFormValues;
  onChange: (patch: Partial<Pick<BirthFormValues, 'profileName' | 'date' | 'time'>>) => void;
  /** Coordinates or time zone typed: the user's from now on. */
  onTypeFields: (patch: Partial<Pick<BirthFormValues, FixField>>) => void;
  onChooseCity: (place: string) => void;
  onEditPlace: (text: string) => void;
  /** A press that passed the checks. */
  onCalculate: () => void;
  calculating: boolean;
  /** The chosen city's coordinates and zone are being found. */
  waitingForPlace: boolean;
  /** They could not be found: the reason, and how to ask again. */
  placeError: string | null;
  onRetryPlace: () => void;
  placeWarnings: readonly string[];
  /** The last calculation failed: the server's reason. */
  calculationError: string | null;
  /** The computed chart's summary; null while there is none. */
  chartSummary: ReactNode | null;
  /** The form shown (always while there is no chart). */
  open: boolean;
  onToggle: () => void;
}

function fieldError(field: QuickChartField, problem: QuickChartProblem | undefined, v: BirthFormValues): string | undefined {
  if (!problem) return undefined;
  switch (field) {
    case 'date':
      return it.form.errors.dateOutOfRange(formatDateIt(SUPPORTED_FIRST_DATE), formatDateIt(SUPPORTED_LAST_DATE), SUPPORTED_FIRST_INSTANT_UT.slice(11));
    case 'latitude':
    case 'longitude':
      return it.form.errors.coordinate('outOfRange', field);
    case 'timezone':
      if (problem === 'required') return it.form.errors.timezoneRequired;
      if (problem === 'stale') return t.staleZone(formatDateIt(v.placeFix?.date ?? ''), v.placeFix?.time ?? '');
      return it.form.errors.timezone(problem === 'outOfRange' ? 'outOfRange' : 'unreadable');
  }
}

/** «Coordinate: 41°53′ N, 12°30′ E» and «Fuso orario: UTC+1 (Europe/Rome), trovato per …», once set. */
function WhereAndZone({ v }: { v: BirthFormValues }) {
  const latitude = coordinateOrZero(v.latitude, 'latitude');
  const longitude = coordinateOrZero(v.longitude, 'longitude');
  const offset = readUtcOffsetText(v.timezone);
  const fix = v.placeFix;
  const found = fix !== null && fix.place === v.city && fix.fields.includes('timezone');
  const coordinates = typeof latitude === 'number' && typeof longitude === 'number' && latitude !== 0 && longitude !== 0;
  if (!coordinates && offset.kind !== 'value') return null;
  return (
    <Stack gap={0} aria-live="polite" data-testid="where-and-zone">
      {coordinates && <Text size="sm">{t.coordinatesShown(formatCoordinateIt(latitude, 'latitude'), formatCoordinateIt(longitude, 'longitude'))}</Text>}
      {offset.kind === 'value' && (
        <Text size="sm">
          {t.zoneShown(formatUtcOffsetIt(offset.hours), found ? fix.zone : undefined)}
          {found ? t.zoneFoundFor(formatDateIt(fix.date), fix.time) : t.zoneNotFound}
        </Text>
      )}
    </Stack>
  );
}

export function QuickChartCard(props: QuickChartCardProps) {
  const { values: v, chartSummary, open } = props;
  const [pressed, setPressed] = useState(false);
  const titleId = useId();
  const formId = useId();
  const hintId = useId();
  const check = pressed ? checkQuickChart(v) : null;
  const ready = hasRequiredFields(v);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPressed(true);
    if (isCalculable(checkQuickChart(v))) props.onCalculate();
  };
  const typed = (field: FixField) => (e: { currentTarget: HTMLInputElement }) => props.onTypeFields({ [field]: e.currentTarget.value });

  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" mb={chartSummary || open ? 'sm' : 0}>
        <Title order={2} size="h4" id={titleId}>{chartSummary ? t.titleDone : t.titleInput}</Title>
        {chartSummary && (
          <Button size="compact-sm" variant="light" onClick={props.onToggle} aria-expanded={open} aria-controls={formId}>
            {open ? t.hideForm : t.showForm}
          </Button>
        )}
      </Group>
      {chartSummary}
      <Collapse expanded={open || !chartSummary} id={formId}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" mt={chartSummary ? 'sm' : 0}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t.name} withAsterisk value={v.profileName} maxLength={100} autoComplete="off" onChange={(e) => props.onChange({ profileName: e.currentTarget.value })} />
              <TextInput
                label={t.birthDate}
                type="date"
                withAsterisk
                min={SUPPORTED_FIRST_DATE}
                max={SUPPORTED_LAST_DATE}
                value={v.date}
                onChange={(e) => props.onChange({ date: e.currentTarget.value })}
                error={fieldError('date', check?.fields.date, v)}
              />
              <TextInput label={t.birthTime} type="time" withAsterisk value={v.time} onChange={(e) => props.onChange({ time: e.currentTarget.value })} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label={t.city}
                data={CITY_OPTIONS}
                value={presetOf(v.city, v.placeSelected) ?? ''}
                onChange={(e) => e.currentTarget.value && props.onChooseCity(e.currentTarget.value)}
              />
              <TextInput label={t.place} description={t.placeHint} value={v.city} maxLength={MAX_PLACE_TEXT_LENGTH} autoComplete="off" onChange={(e) => props.onEditPlace(e.currentTarget.value)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextInput label={t.latitude} type="number" step={0.0001} min={-90} max={90} inputMode="decimal" value={String(v.latitude)} onChange={typed('latitude')} error={fieldError('latitude', check?.fields.latitude, v)} />
              <TextInput label={t.longitude} type="number" step={0.0001} min={-180} max={180} inputMode="decimal" value={String(v.longitude)} onChange={typed('longitude')} error={fieldError('longitude', check?.fields.longitude, v)} />
              <TextInput
                label={t.timezone}
                type="number"
                step={0.5}
                min={UTC_OFFSET_RANGE_HOURS.min}
                max={UTC_OFFSET_RANGE_HOURS.max}
                inputMode="decimal"
                value={String(v.timezone)}
                onChange={typed('timezone')}
                error={fieldError('timezone', check?.fields.timezone, v)}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">{t.timezoneHint}</Text>
            <WhereAndZone v={v} />
            {props.waitingForPlace && <Text size="sm" c="dimmed" role="status">{t.waitingForCity}</Text>}
            {v.placeSelected && v.date === '' && <Text size="sm" c="dimmed">{t.cityNeedsDate}</Text>}
            {props.placeError && (
              <Alert color="red" variant="light" role="alert" title={it.place.resolveError}>
                {/* The server's 503 sends the title's own sentence: said once. */}
                {props.placeError !== it.place.resolveError && <Text size="sm">{props.placeError}</Text>}
                <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={props.onRetryPlace}>{t.retry}</Button>
              </Alert>
            )}
            {props.placeWarnings.length > 0 && (
              <Alert color="yellow" variant="light" title={it.place.warningsTitle} role="status">
                {props.placeWarnings.map((w) => <Text key={w} size="sm">{w}</Text>)}
              </Alert>
            )}
            {check?.message && (
              <Alert color="red" variant="light" role="alert">{check.message === 'requiredFieldsMissing' ? t.requiredFieldsMissing : t.placeOrCoordinatesMissing}</Alert>
            )}
            {props.calculationError && (
              <Alert color="red" variant="light" role="alert" title={t.calculationFailed}>{props.calculationError}</Alert>
            )}
            <Group gap="sm" align="center">
              <Button type="submit" disabled={!ready || props.calculating || props.waitingForPlace} aria-describedby={ready ? undefined : hintId}>
                {props.calculating ? t.calculating : chartSummary ? t.recalculate : t.calculate}
              </Button>
              {!ready && <Text size="sm" c="dimmed" id={hintId}>{t.requiredFieldsMissing}</Text>}
            </Group>
          </Stack>
        </form>
      </Collapse>
    </Card>
  );
}
