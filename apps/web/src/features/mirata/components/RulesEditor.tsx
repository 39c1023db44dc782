/**
 * The rules in use: Discepolo's as published, or the user's copy (rules on and off, orbs, houses
 * to avoid, the stellium's size, the score that makes a place recommended). Each rule with its
 * number, text, effect and sources (the contract's MIRATA_RULES_IT); saved in the profile on
 * «Salva nel profilo». A number typed wrong keeps its text and says why beside it; the rules keep
 * the last good value.
 */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { MIRATA_RULES_IT } from '@astrolabio/contract';
import { DISCEPOLO_RULE_SET, MIRATA_RULE_CODES, MIRATA_RULE_EFFECT, type MirataRuleSet } from '@astrolabio/core';
import { it } from '../../../i18n/it.ts';
import { StorageError } from '../../../lib/storage.ts';
import { saveProfileRules } from '../rules/profile-rules.ts';
import { isDiscepolo, readRuleNumber, ruleChanges, ruleNumber, RULE_NUMBERS, withDangerHouses, withRule, withRuleNumber, type RuleNumberField } from '../rules/rule-copy.ts';
import { HouseToggles } from '../../../components/HouseToggles.tsx';

const T = it.mirata;
const NUMBER_FIELDS: readonly { field: RuleNumberField; label: string; hint?: string }[] = [
  { field: 'cuspOrbDeg', label: T.cuspOrb, hint: T.cuspOrbHint },
  { field: 'midheavenOrbDeg', label: T.midheavenOrb, hint: T.midheavenOrbHint },
  { field: 'stelliumMinBodies', label: T.stelliumMin },
  { field: 'recommendedMinScore', label: T.recommendedMin, hint: T.recommendedMinHint },
];

const textOf = (x: number) => x.toLocaleString('it-IT');

export interface RulesEditorProps {
  rules: MirataRuleSet;
  onChange: (rules: MirataRuleSet) => void;
  /** The profile the form names (empty: none), where «Salva» keeps the rules. */
  profileName: string;
}

export function RulesSummary({ rules }: { rules: MirataRuleSet }) {
  return <Text size="sm">{isDiscepolo(rules) ? T.rulesSummaryDiscepolo : T.rulesSummaryCustom(ruleChanges(rules))}</Text>;
}

export function RulesEditor({ rules, onChange, profileName }: RulesEditorProps) {
  const [texts, setTexts] = useState<Partial<Record<RuleNumberField, string>>>({});
  const [saved, setSaved] = useState<{ ok: boolean; text: string } | null>(null);
  const setNumber = (field: RuleNumberField, text: string) => {
    setTexts((t) => ({ ...t, [field]: text }));
    const value = readRuleNumber(field, text);
    if (value !== null) onChange(withRuleNumber(rules, field, value));
  };
  const save = () => {
    try {
      saveProfileRules(profileName, rules);
      setSaved({ ok: true, text: T.rulesSaved(profileName.trim()) });
    } catch (e) {
      if (!(e instanceof StorageError)) throw e;
      setSaved({ ok: false, text: T.rulesSaveFailed });
    }
  };
  const reset = () => {
    setTexts({});
    onChange(DISCEPOLO_RULE_SET);
  };
  return (
    <Stack gap="sm" data-testid="mirata-rules">
      <Stack gap={6} component="ol" style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
        {MIRATA_RULE_CODES.map((code) => {
          const rule = MIRATA_RULES_IT[code];
          return (
            <li key={code}>
              <Switch
                checked={rules.enabled[code]}
                onChange={(e) => onChange(withRule(rules, code, e.currentTarget.checked))}
                label={<Text size="sm" fw={600} span>{T.ruleNumber(rule.numero, rule.nome)} — {rule.titolo} <Text span size="xs" c="dimmed">({T.ruleEffect[MIRATA_RULE_EFFECT[code]]})</Text></Text>}
                description={
                  <>
                    {rule.testo}{' '}
                    {T.ruleSources}:{' '}
                    {rule.fonti.map((f, i) => (
                      <span key={f.opera}>
                        {i > 0 ? '; ' : ''}
                        {f.url ? <Anchor href={f.url} target="_blank" rel="noreferrer" size="xs">{f.opera}</Anchor> : f.opera}
                        {`, ${f.dove}`}
                      </span>
                    ))}
                  </>
                }
                aria-label={T.ruleOn(rule.titolo)}
              />
            </li>
          );
        })}
      </Stack>
      <Group align="flex-start" gap="sm" wrap="wrap">
        {NUMBER_FIELDS.map(({ field, label, hint }) => {
          const text = texts[field] ?? textOf(ruleNumber(rules, field));
          const bad = readRuleNumber(field, text) === null;
          return (
            <TextInput
              key={field}
              label={label}
              description={hint}
              value={text}
              onChange={(e) => setNumber(field, e.currentTarget.value)}
              error={bad ? T.numberInvalid(RULE_NUMBERS[field].min, RULE_NUMBERS[field].max) : undefined}
              inputMode="decimal"
              w={220}
            />
          );
        })}
      </Group>
      <HouseToggles
        label={T.dangerHouses}
        hint={T.dangerHousesHint}
        houseLabel={T.dangerHouse}
        value={rules.dangerHouses}
        onChange={(houses) => houses.length > 0 && onChange(withDangerHouses(rules, houses))}
      />
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={reset} disabled={isDiscepolo(rules)}>{T.rulesReset}</Button>
        <Button variant="light" size="xs" onClick={save} disabled={profileName.trim() === ''}>{T.rulesSave}</Button>
        {profileName.trim() === '' && <Text size="xs" c="dimmed">{T.rulesSaveNeedsProfile}</Text>}
      </Group>
      {saved && <Alert color={saved.ok ? 'green' : 'red'} variant="light" role="status">{saved.text}</Alert>}
    </Stack>
  );
}
