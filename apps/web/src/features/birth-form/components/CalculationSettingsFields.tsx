/**
 * «Opzioni di calcolo», issue 25's part: Lilith (mean or osculating), the aspects (the spec's five by
 * default; the minor ones and the quintiles on choice), transits to the house cusps, and the orb
 * table of the chosen aspects (natal and transit, each with its Sole/Luna column), restorable in one
 * click. It only draws: the values are the form's (`settings`).
 */
import { Fragment, memo, useRef } from 'react';
import { Button, Checkbox, Group, NumberInput, Select, Stack, Switch, Table, Text } from '@mantine/core';
import {
  ALL_ASPECT_CODES,
  ASPECT_CODES,
  DEFAULT_NATAL_ORBS,
  DEFAULT_TRANSIT_ORBS,
  inAspectOrder,
  LILITH_KINDS,
  MINOR_ASPECT_CODES,
  NATAL_ORB_RANGE_DEG,
  QUINTILE_ASPECT_CODES,
  TRANSIT_MAX_ORB_RANGE_DEG,
  withOrbs,
  type AspectCode,
  type CalculationSettings,
} from '@astrolabio/core';
import { ASPECT_NAMES_IT, LILITH_KIND_NAMES_IT } from '@astrolabio/names-it';
import { it } from '../../../i18n/it.ts';
import { useIsPhone } from '../../../lib/phone.ts';

const LILITH_OPTIONS = LILITH_KINDS.map((c) => ({ value: c, label: LILITH_KIND_NAMES_IT[c] }));
const ASPECT_GROUPS = [
  { label: it.form.aspectGroupMajor, codes: ASPECT_CODES },
  { label: it.form.aspectGroupMinor, codes: MINOR_ASPECT_CODES },
  { label: it.form.aspectGroupQuintile, codes: QUINTILE_ASPECT_CODES },
] as const;

type OrbColumn = { table: 'natalOrbs' | 'transitOrbs'; key: 'orbDeg' | 'luminaryOrbDeg'; label: string; range: { min: number; max: number } };
/** An orb box: «10,25» and its arrows; with the table's spacing, four of them and «Sesquiquadrato» fit the form's column at 1280 px. */
const ORB_BOX_WIDTH_PX = 64;
const ORB_COLUMNS: readonly OrbColumn[] = [
  { table: 'natalOrbs', key: 'orbDeg', label: it.form.orbsNatal, range: NATAL_ORB_RANGE_DEG },
  { table: 'natalOrbs', key: 'luminaryOrbDeg', label: it.form.orbsNatalLuminary, range: NATAL_ORB_RANGE_DEG },
  { table: 'transitOrbs', key: 'orbDeg', label: it.form.orbsTransit, range: TRANSIT_MAX_ORB_RANGE_DEG },
  { table: 'transitOrbs', key: 'luminaryOrbDeg', label: it.form.orbsTransitLuminary, range: TRANSIT_MAX_ORB_RANGE_DEG },
];

/** What was typed in an orb box and not taken (empty or out of range), and the orb in use when it was typed. */
export interface OrbDraft {
  text: string | number;
  againstDeg: number;
}

/** The orb boxes' drafts by box (`natalOrbs.orbDeg.square`): kept by the form, so that folding these options away loses nothing typed. */
export type OrbDrafts = Readonly<Record<string, OrbDraft>>;

export interface CalculationSettingsFieldsProps {
  settings: CalculationSettings;
  onChange: (settings: CalculationSettings) => void;
  orbDrafts: OrbDrafts;
  onOrbDraftsChange: (update: (drafts: OrbDrafts) => OrbDrafts) => void;
}

const draftKey = (c: OrbColumn, aspect: AspectCode) => `${c.table}.${c.key}.${aspect}`;

export const CalculationSettingsFields = memo(function CalculationSettingsFields({ settings, onChange, orbDrafts, onOrbDraftsChange }: CalculationSettingsFieldsProps) {
  const phone = useIsPhone();
  const set = (patch: Partial<CalculationSettings>) => onChange({ ...settings, ...patch });
  const chosen = inAspectOrder(settings.aspects);
  const setOrb = (c: OrbColumn, aspect: AspectCode, value: number) =>
    set({ [c.table]: withOrbs(settings[c.table], { [aspect]: { [c.key]: value } }) });
  const isDefaultOrbs = ALL_ASPECT_CODES.every((a) => (['orbDeg', 'luminaryOrbDeg'] as const).every((k) =>
    settings.natalOrbs[a][k] === DEFAULT_NATAL_ORBS[a][k] && settings.transitOrbs[a][k] === DEFAULT_TRANSIT_ORBS[a][k]));
  return (
    <Stack gap="sm">
      <Select
        label={it.form.lilithKind}
        data={LILITH_OPTIONS}
        value={settings.lilith}
        onChange={(v) => v && set({ lilith: v as CalculationSettings['lilith'] })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
      />
      <Checkbox.Group
        label={it.form.aspectsLabel}
        description={it.form.aspectsHint}
        value={[...chosen]}
        // The last aspect cannot be unticked: a chart with no aspect to look for is not a setting.
        onChange={(v) => v.length > 0 && set({ aspects: inAspectOrder(v as AspectCode[]) })}
      >
        <Stack gap={4} mt={4}>
          {ASPECT_GROUPS.map((g) => (
            // The group's name in its own column, its aspects wrapping beside it (not under it).
            <Group key={g.label} gap="sm" wrap="nowrap" align="flex-start">
              <Text size="xs" c="dimmed" w={70} style={{ flexShrink: 0 }}>{g.label}</Text>
              <Group gap="sm">
                {g.codes.map((a) => <Checkbox key={a} value={a} label={ASPECT_NAMES_IT[a]} size="sm" />)}
              </Group>
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
      <Switch label={it.form.cuspsLabel} checked={settings.cusps} onChange={(e) => set({ cusps: e.currentTarget.checked })} />
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>{it.form.orbsTitle}</Text>
          <Button size="compact-sm" variant="light" disabled={isDefaultOrbs} onClick={() => set({ natalOrbs: DEFAULT_NATAL_ORBS, transitOrbs: DEFAULT_TRANSIT_ORBS })}>
            {it.form.orbsRestore}
          </Button>
        </Group>
        <Table withTableBorder verticalSpacing={4} horizontalSpacing={4} aria-label={it.form.orbsTitle}>
          <Table.Thead>
            <Table.Tr>
              {!phone && <Table.Th>{it.form.orbsAspect}</Table.Th>}
              {ORB_COLUMNS.map((c) => <Table.Th key={`${c.table}-${c.key}`}>{c.label}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chosen.map((a) => {
              const boxes = ORB_COLUMNS.map((c) => {
                const key = draftKey(c, a);
                return (
                  <Table.Td key={key}>
                    <OrbInput
                      label={it.form.orbInput(ASPECT_NAMES_IT[a], `${c.table === 'natalOrbs' ? it.form.orbsNatal : it.form.orbsTransit}${c.key === 'luminaryOrbDeg' ? ` ${c.label}` : ''}`)}
                      valueDeg={settings[c.table][a][c.key]}
                      range={c.range}
                      onChange={(v) => setOrb(c, a, v)}
                      draft={orbDrafts[key]}
                      onDraft={(draft) => onOrbDraftsChange((drafts) => withDraft(drafts, key, draft))}
                    />
                  </Table.Td>
                );
              });
              // On a phone the aspect's name has a row of its own above its four boxes: five columns
              // do not fit 320 px, and the transit ones were hidden past the edge (issue 34).
              return phone ? (
                <Fragment key={a}>
                  <Table.Tr>
                    <Table.Th colSpan={ORB_COLUMNS.length} scope="colgroup" fw={500}>{ASPECT_NAMES_IT[a]}</Table.Th>
                  </Table.Tr>
                  <Table.Tr>{boxes}</Table.Tr>
                </Fragment>
              ) : (
                <Table.Tr key={a}>
                  <Table.Td>{ASPECT_NAMES_IT[a]}</Table.Td>
                  {boxes}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
});

/** The drafts with `key`'s set (or dropped, for null); the same object when nothing changes. */
function withDraft(drafts: OrbDrafts, key: string, draft: OrbDraft | null): OrbDrafts {
  if (draft === null) {
    if (!(key in drafts)) return drafts;
    const { [key]: _dropped, ...rest } = drafts;
    return rest;
  }
  return { ...drafts, [key]: draft };
}

/**
 * One orb of the table. A box emptied or holding an orb out of its range keeps what was typed (never
 * clamped or refused: nothing typed is lost, not even when the options are folded away and opened
 * again: the draft is the form's) and says beside it the range and the orb in use: the one the box
 * had when entered (typing «12» passes through «1», which is not what was meant). An emptied box,
 * once left, shows that orb again. A change of the orb from outside (defaults restored, a profile
 * loaded) drops what was typed against the old one.
 */
function OrbInput({ label, valueDeg, range, onChange, draft, onDraft }: {
  label: string;
  valueDeg: number;
  range: { min: number; max: number };
  onChange: (deg: number) => void;
  draft: OrbDraft | undefined;
  onDraft: (draft: OrbDraft | null) => void;
}) {
  const enteredDeg = useRef(valueDeg);
  const invalid = draft && draft.againstDeg === valueDeg ? draft.text : null;
  return (
    <NumberInput
      aria-label={label}
      value={invalid ?? valueDeg}
      min={range.min}
      max={range.max}
      step={0.5}
      decimalScale={2}
      decimalSeparator=","
      clampBehavior="none"
      size="xs"
      w={ORB_BOX_WIDTH_PX}
      error={invalid !== null ? it.form.orbOutOfRange(range.min, range.max, valueDeg) : undefined}
      // Captured: react-number-format reports onFocus a tick late, after a first keystroke's change.
      onFocusCapture={() => {
        if (invalid === null) enteredDeg.current = valueDeg;
      }}
      onChange={(v) => {
        const ok = typeof v === 'number' && v >= range.min && v <= range.max;
        onDraft(ok ? null : { text: v, againstDeg: enteredDeg.current });
        if (ok) onChange(v);
        else if (valueDeg !== enteredDeg.current) onChange(enteredDeg.current);
      }}
      onBlur={() => {
        if (invalid === '') onDraft(null);
      }}
    />
  );
}
