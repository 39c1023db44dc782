/**
 * The one Italian sentence of each rule's finding on a place («Regola 4: l’Ascendente di RS cade
 * nella XII casa radix, a 1°12′ dalla cuspide della I — da evitare.»): written from the finding's
 * codes, so the server writes it into the answer and the web, which decodes the codes, can write
 * the same one. Near-cusp cases say how far; a point the 2°30′ rule moves says where it counts.
 */
import type { MirataFinding, MirataSubject, MirataSubjectPlacement } from '@astrolabio/core';
import { BODY_NAMES_IT, formatArcIt, houseRomanIt } from '@astrolabio/names-it';
import { MIRATA_RULES_IT } from '../mirata-rules-it.ts';

/** Which return a sentence speaks of: the solar (RS) or a lunar one (RL). */
export type MirataChartKind = 'solar' | 'lunar';

/** A point within this many degrees before the next cusp has its distance said even when no rule moves it. */
export const NEAR_CUSP_SAID_DEG = 5;

export interface SentenceContext {
  chart: MirataChartKind;
  /** The 2°30′ rule's orb in use (0: the rule is off), to name it when it moves a point. */
  cuspOrbDeg: number;
}

const returnLabel = (c: SentenceContext) => (c.chart === 'solar' ? 'RS' : 'RL');
/** The article a body's name takes in a sentence («il Sole», «la Luna», «Marte»). */
const ARTICLE: Partial<Record<MirataSubject, string>> = { ascendant: 'l’', sun: 'il ', moon: 'la ' };
const nameOf = (s: MirataSubject, c: SentenceContext) => `${ARTICLE[s] ?? ''}${s === 'ascendant' ? 'Ascendente' : BODY_NAMES_IT[s]} di ${returnLabel(c)}`;
const house = (h: number) => houseRomanIt(h);
/** VIII and XI are read «ottava», «undicesima»: the article elides before them. */
const elides = (h: number) => h === 8 || h === 11;
/** «nella XII», «nell’VIII» */
const inHouse = (h: number) => (elides(h) ? `nell’${house(h)}` : `nella ${house(h)}`);
/** «della XII», «dell’XI» */
const ofHouse = (h: number) => (elides(h) ? `dell’${house(h)}` : `della ${house(h)}`);
const points = (p: number) => (p > 0 ? `+${p}` : p < 0 ? `−${-p}` : '0');

function cuspRuleName(c: SentenceContext): string {
  return c.cuspOrbDeg === 2.5 ? 'la regola dei 2°30′' : `la regola della cuspide (${formatArcIt(c.cuspOrbDeg)})`;
}

/** «nella XI casa radix, a 1°12′ dalla cuspide della XII: per la regola dei 2°30′ conta nella XII» */
function whereIs(s: MirataSubjectPlacement, c: SentenceContext, houses: 'natal' | 'return'): string {
  const p = s.placement;
  const suffix = houses === 'natal' ? ' radix' : '';
  let text = `${inHouse(p.house)} casa${suffix}`;
  const next = (p.house % 12) + 1;
  if (p.counted !== p.house) text += `, a ${formatArcIt(p.toNextCuspDeg)} dalla cuspide ${ofHouse(next)}: per ${cuspRuleName(c)} conta ${inHouse(p.counted)}`;
  else if (p.toNextCuspDeg <= NEAR_CUSP_SAID_DEG) text += `, a ${formatArcIt(p.toNextCuspDeg)} dalla cuspide ${ofHouse(next)}`;
  return text;
}

function bodyList(subjects: readonly MirataSubjectPlacement[]): string {
  return subjects.map((s) => (s.subject === 'ascendant' ? 'Ascendente' : BODY_NAMES_IT[s.subject])).join(', ');
}

/** The bodies a rule moved by the cusp orb, said after the list: «; Venere conta nella XII per la regola dei 2°30′». */
function movedNote(subjects: readonly MirataSubjectPlacement[], c: SentenceContext): string {
  const moved = subjects.filter((s) => s.placement.counted !== s.placement.house);
  return moved.map((s) => `; ${BODY_NAMES_IT[s.subject as Exclude<MirataSubject, 'ascendant'>]} è a ${formatArcIt(s.placement.toNextCuspDeg)} dalla cuspide ${ofHouse(s.placement.counted)} e vi conta per ${cuspRuleName(c)}`).join('');
}

function toMidheaven(s: MirataSubjectPlacement): string {
  return s.toMidheavenDeg === null ? '' : `a ${formatArcIt(s.toMidheavenDeg)} dal Medio Coeli`;
}

/** The sentence of one finding. */
export function mirataFindingSentence(f: MirataFinding, c: SentenceContext): string {
  const rule = MIRATA_RULES_IT[f.rule];
  const label = rule.numero === null ? rule.nome : `Regola ${rule.numero}`;
  const rl = returnLabel(c);
  const first = f.subjects[0]!;
  const verdictWord = f.outcome === 'veto' ? ' — da evitare' : '';
  let body: string;
  switch (f.rule) {
    case 'ascendantInDangerHouse':
      body = `${nameOf('ascendant', c)} cade ${whereIs(first, c, 'natal')}${f.outcome === 'veto' ? verdictWord : ' — nessuna casa da evitare'}`;
      break;
    case 'stelliumInDangerHouse':
      body = `stellium di ${rl} ${inHouse(f.house)} casa (${bodyList(f.subjects)})${movedNote(f.subjects, c)}${f.outcome === 'veto' ? verdictWord : ' — non in una casa da evitare'}`;
      break;
    case 'stelliumAcrossTwelfthAndFirst': {
      const inTwelfth = f.subjects.filter((s) => s.placement.counted === 12);
      const inFirst = f.subjects.filter((s) => s.placement.counted === 1);
      body = `stellium di ${rl} diviso fra la XII e la I casa (${bodyList(inTwelfth)} nella XII; ${bodyList(inFirst)} nella I)${movedNote(f.subjects, c)}${verdictWord}`;
      break;
    }
    case 'sunInDangerHouse':
    case 'marsInDangerHouse': {
      body = `${nameOf(f.rule === 'sunInDangerHouse' ? 'sun' : 'mars', c)} è ${whereIs(first, c, 'return')}${f.outcome === 'veto' ? verdictWord : ' — nessuna casa da evitare'}`;
      break;
    }
    case 'slowPlanetInDangerHouse':
      body = `${nameOf(first.subject, c)} è ${whereIs(first, c, 'return')} — meglio evitarlo (${points(f.points)})`;
      break;
    case 'marsWithSaturn':
      body = `Marte e Saturno di ${rl} sono insieme ${inHouse(f.house)} casa${movedNote(f.subjects, c)} (${points(f.points)})`;
      break;
    case 'stelliumInEighth':
      body = `stellium di ${rl} nell’VIII casa (${bodyList(f.subjects)})${movedNote(f.subjects, c)} (${points(f.points)})`;
      break;
    case 'tenthHouse': {
      const inTenth = first.placement.counted === 10;
      const where = [inTenth ? whereIs(first, c, 'return') : '', toMidheaven(first)].filter((t) => t !== '').join(', ');
      body = first.subject === 'saturn'
        ? `${nameOf('saturn', c)} è ${where}: prevale su Sole, Venere e Giove (${points(f.points)})`
        : `${nameOf(first.subject, c)} è ${where} — favorevole (${points(f.points)})`;
      break;
    }
    case 'cuspOrb':
      body = '';
      break;
  }
  return `${label}: ${body}.`;
}

/**
 * The findings a choice's reasons list, each with its sentence: the cusp orb's finding is left out,
 * since it has no sentence of its own (the orb it sets is said in the placements' sentences).
 */
export function mirataReasons(findings: readonly MirataFinding[], c: SentenceContext): { finding: MirataFinding; sentence: string }[] {
  return findings.filter((f) => f.rule !== 'cuspOrb').map((finding) => ({ finding, sentence: mirataFindingSentence(finding, c) }));
}
