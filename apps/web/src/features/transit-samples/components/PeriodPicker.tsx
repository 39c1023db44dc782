/** The transit test pages' period selector (spec section 2): month or whole year, the year, and the month. */
import { Fieldset, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import { formatMonthNameIt } from '../../../lib/format.ts';
import { it } from '../../../i18n/it.ts';
import { PERIOD_MODES, type PeriodChoice, type PeriodMode } from '../period.ts';

const MODE_LABELS: Readonly<Record<PeriodMode, string>> = { month: it.samples.periodMonth, year: it.samples.periodYear };
const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: formatMonthNameIt(i + 1) }));

export interface PeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** The years offered (yearChoices). */
  years: readonly number[];
}

export function PeriodPicker({ value, onChange, years }: PeriodPickerProps) {
  return (
    <Fieldset legend={it.samples.periodTitle} variant="unstyled">
      <Stack gap="xs">
        <SegmentedControl
          aria-label={it.samples.periodType}
          data={PERIOD_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
          value={value.mode}
          onChange={(mode) => onChange({ ...value, mode: mode as PeriodMode })}
        />
        <Group grow gap="xs" align="flex-start">
          <NativeSelect
            label={it.samples.year}
            data={years.map(String)}
            value={String(value.year)}
            onChange={(e) => onChange({ ...value, year: Number(e.currentTarget.value) })}
          />
          {value.mode === 'month' && (
            <NativeSelect
              label={it.samples.month}
              data={MONTHS}
              value={String(value.month)}
              onChange={(e) => onChange({ ...value, month: Number(e.currentTarget.value) })}
            />
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
