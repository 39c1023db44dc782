/** The «Mirata» search form: year, zodiac, distance from home, countries, «solo aeroporti», verdicts, minimum score and order; each field's message beside it. */
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { DEFAULT_AIRPORT_MAX_KM, MIRATA_SORTS, MIRATA_VERDICTS, RETURN_ZODIACS, type MirataSort, type MirataVerdict, type ReturnZodiac } from '@astrolabio/core';
import { it } from '../../../i18n/it.ts';
import type { SearchFieldErrors, SearchFormValues } from '../search/mirata-search.ts';

const T = it.mirata;

export interface SearchFormProps {
  values: SearchFormValues;
  errors: SearchFieldErrors;
  years: readonly number[];
  onChange: (patch: Partial<SearchFormValues>) => void;
  onSearch: () => void;
  searching: boolean;
}

export function SearchForm({ values, errors, years, onChange, onSearch, searching }: SearchFormProps) {
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
      aria-label={T.searchTitle}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect label={T.year} value={String(values.year)} onChange={(e) => onChange({ year: Number(e.currentTarget.value) })} data={years.map(String)} w={110} />
        <NativeSelect
          label={it.solarReturn.zodiac}
          value={values.zodiac}
          onChange={(e) => onChange({ zodiac: e.currentTarget.value as ReturnZodiac })}
          data={RETURN_ZODIACS.map((z) => ({ value: z, label: it.solarReturn.zodiacNames[z] }))}
          w={230}
        />
        <TextInput label={T.distance} placeholder={T.distancePlaceholder} value={values.maxKm} error={errors.maxKm} onChange={(e) => onChange({ maxKm: e.currentTarget.value })} inputMode="decimal" w={180} />
        <TextInput label={T.countries} placeholder={T.countriesPlaceholder} value={values.countries} error={errors.countries} onChange={(e) => onChange({ countries: e.currentTarget.value })} w={200} />
        <TextInput label={T.minScore} placeholder={T.minScorePlaceholder} value={values.minScore} error={errors.minScore} onChange={(e) => onChange({ minScore: e.currentTarget.value })} w={130} />
        <NativeSelect
          label={T.sort}
          value={values.sort}
          onChange={(e) => onChange({ sort: e.currentTarget.value as MirataSort })}
          data={MIRATA_SORTS.map((s) => ({ value: s, label: T.sorts[s] }))}
          w={180}
        />
      </Group>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Checkbox.Group label={T.verdicts} value={values.verdicts} onChange={(v) => onChange({ verdicts: v as MirataVerdict[] })} error={errors.verdicts}>
          <Group gap="md" mt={4}>
            {MIRATA_VERDICTS.map((v) => <Checkbox key={v} value={v} label={T.verdict[v]} size="sm" />)}
          </Group>
        </Checkbox.Group>
        <Checkbox
          mt={26}
          label={T.airportsOnly}
          description={T.airportsOnlyHint(DEFAULT_AIRPORT_MAX_KM)}
          checked={values.airportsOnly}
          onChange={(e) => onChange({ airportsOnly: e.currentTarget.checked })}
        />
      </Group>
      <Group>
        <Button type="submit" loading={searching}>{T.search}</Button>
      </Group>
    </Stack>
  );
}
