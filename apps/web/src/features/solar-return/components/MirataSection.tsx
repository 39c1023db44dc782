/**
 * «Rivoluzione Solare Mirata»: the school's wishes (return Ascendant and Medio Coeli in natal houses,
 * the Sun in return houses, houses to avoid), distance from home and countries, then every place of
 * the gazetteer scanned by the server for this year's return; the list (distance, angles, houses,
 * civil time at the return) and the map. Choosing a place opens its return chart above.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Checkbox, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { BODY_CODES, type BodyCode } from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { formatZodiacIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { useMirata, type Mirata } from '../api/mirata.ts';
import type { NatalRequest, ReturnPlace } from '../api/natal-request.ts';
import type { ReturnZodiac } from '../api/rivoluzione-solare.ts';
import { DEFAULT_MIRATA_FILTERS, mirataRequestOf, USUAL_AVOID_HOUSES, type MirataFieldErrors, type MirataFilterValues } from '../mirata-filters.ts';
import { formatCivilIt } from '../../../lib/civil-time.ts';
import { HouseToggles } from '../../../components/HouseToggles.tsx';
import { ReturnErrorAlert } from './ReturnErrorAlert.tsx';
import { SidewaysScroll } from '../../../components/SidewaysScroll.tsx';

const T = it.solarReturn.mirata;
// The map and its world outline load only when there are results to draw.
const MirataMap = lazy(() => import('./MirataMap.tsx'));
const OTHER_BODIES: readonly BodyCode[] = BODY_CODES.filter((b) => b !== 'sun' && b !== 'southNode');

export interface MirataSectionProps {
  natal: NatalRequest;
  year: number;
  zodiaco: ReturnZodiac;
  home: ReturnPlace;
  onOpen: (place: ReturnPlace) => void;
}

export function MirataSection({ natal, year, zodiaco, home, onOpen }: MirataSectionProps) {
  const [values, setValues] = useState<MirataFilterValues>(DEFAULT_MIRATA_FILTERS);
  const [errors, setErrors] = useState<MirataFieldErrors>({});
  const mirata = useMirata();
  const update = (patch: Partial<MirataFilterValues>) => setValues((v) => ({ ...v, ...patch }));
  const search = () => {
    const r = mirataRequestOf(values, { natal, year, zodiaco, home });
    if ('errors' in r) {
      setErrors(r.errors);
      return;
    }
    setErrors({});
    mirata.mutate(r.request);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="mirata-title" data-print="hide">
      <Title order={3} id="mirata-title" size="h4">{T.title}</Title>
      <Text size="sm" c="dimmed">{T.intro(year)}</Text>
      <HouseToggles label={T.ascendant} houseLabel={T.ascendantHouse} hint={T.anyHouse} value={values.ascendantNatalHouses} onChange={(h) => update({ ascendantNatalHouses: h })} />
      <HouseToggles label={T.midheaven} houseLabel={T.midheavenHouse} hint={T.anyHouse} value={values.midheavenNatalHouses} onChange={(h) => update({ midheavenNatalHouses: h })} />
      <HouseToggles label={T.sun} houseLabel={T.sunHouse} hint={T.anyHouse} value={values.sunReturnHouses} onChange={(h) => update({ sunReturnHouses: h })} />
      <Group align="flex-end" gap="xs">
        <HouseToggles label={T.avoid} houseLabel={T.avoidHouse} hint={T.avoidHint} value={values.avoidHouses} onChange={(h) => update({ avoidHouses: h })} />
        <Button variant="light" size="compact-sm" onClick={() => update({ avoidHouses: [...USUAL_AVOID_HOUSES] })}>{T.usualAvoid}</Button>
      </Group>
      <Checkbox.Group label={T.bodies} value={values.bodies} onChange={(b) => update({ bodies: b as BodyCode[] })}>
        {/* Wide gaps between boxes, so that each box sits nearer its own label than the next one's. */}
        <Group gap="lg" mt={4} style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          {OTHER_BODIES.map((b) => <Checkbox key={b} value={b} label={BODY_NAMES_IT[b]} size="xs" />)}
        </Group>
      </Checkbox.Group>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput label={T.distance} description={T.home(home.nome)} placeholder={T.distancePlaceholder} value={values.maxDistanceKm} error={errors.maxDistanceKm} onChange={(e) => update({ maxDistanceKm: e.currentTarget.value })} inputMode="decimal" w={220} />
        <TextInput label={T.countries} placeholder={T.countriesPlaceholder} value={values.countries} error={errors.countries} onChange={(e) => update({ countries: e.currentTarget.value })} w={260} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>{T.sort}</Text>
          <SegmentedControl size="xs" value={values.sort} onChange={(s) => update({ sort: s as MirataFilterValues['sort'] })} data={[{ value: 'distance', label: T.sortDistance }, { value: 'population', label: T.sortPopulation }]} />
        </Stack>
      </Group>
      <Group>
        <Button onClick={search} loading={mirata.isPending}>{T.search}</Button>
        {mirata.isPending && <Text size="sm" c="dimmed" aria-live="polite">{T.searching}</Text>}
      </Group>
      {mirata.isError && <ReturnErrorAlert error={mirata.error} />}
      {mirata.data && <MirataResults data={mirata.data} home={home} onOpen={onOpen} />}
    </Stack>
  );
}

function MirataResults({ data, home, onOpen }: { data: Mirata; home: ReturnPlace; onOpen: (place: ReturnPlace) => void }) {
  if (data.results.length === 0) return <Text size="sm" aria-live="polite">{T.none}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">{T.summary(data.results.length, data.total, data.placesScanned)}</Text>
      <Suspense fallback={<Loader size="sm" aria-label={it.loading} />}>
        <MirataMap results={data.results} home={home} onOpen={onOpen} />
      </Suspense>
      {/* «Apri» sits in the first column, under the place's name: every result opens without scrolling sideways. */}
      <SidewaysScroll label={T.title} minWidth={720}>
        <Table striped withTableBorder aria-label={T.title} data-testid="mirata-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.colPlace}</Table.Th><Table.Th>{T.colDistance}</Table.Th><Table.Th>{T.colAscendant}</Table.Th>
              <Table.Th>{T.colMidheaven}</Table.Th><Table.Th>{T.colReturnHouses}</Table.Th><Table.Th>{T.colLocalTime}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((r) => {
              const place = { latitude: r.latitude, longitude: r.longitude, nome: r.name };
              return (
                <Table.Tr key={`${r.name}|${r.latitude}|${r.longitude}`}>
                  <Table.Td>
                    {r.name}{r.warningsIt.map((a) => <Text key={a} size="xs" c="orange">{a}</Text>)}
                    <Button display="block" mt={4} size="compact-xs" variant="light" aria-label={T.openLabel(r.name)} onClick={() => onOpen(place)}>{T.open}</Button>
                  </Table.Td>
                  <Table.Td>{r.distanceKm === null ? '' : T.km(r.distanceKm)}</Table.Td>
                  <Table.Td>{T.inNatalHouse(formatZodiacIt(r.ascendantDeg), r.ascendantNatalHouse)}</Table.Td>
                  <Table.Td>{T.inNatalHouse(formatZodiacIt(r.midheavenDeg), r.midheavenNatalHouse)}</Table.Td>
                  <Table.Td>{returnHousesText(r.returnHouses)}</Table.Td>
                  <Table.Td>{formatCivilIt(r.localTime.civil)} ({it.solarReturn.zoneText(r.localTime.utcOffset, r.localTime.zone, r.localTime.dst)})</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </SidewaysScroll>
      <Text size="xs" c="dimmed">{T.home(home.nome)}</Text>
    </Stack>
  );
}

/** «Sole 4, Luna 10»: the Sun's and each chosen body's return house, in the catalogue's order. */
function returnHousesText(houses: Mirata['results'][number]['returnHouses']): string {
  return BODY_CODES.flatMap((b) => {
    const house = houses[b];
    return house === undefined ? [] : [T.returnHouse(BODY_NAMES_IT[b], house)];
  }).join(', ');
}
