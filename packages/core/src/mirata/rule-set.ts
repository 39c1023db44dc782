/**
 * The rules of the Rivoluzione Solare Mirata as data (issue 36, docs/decisions/0091-mirata-rules.md):
 * which rules there are, in the order the school reads a return (the return Ascendant in the natal
 * houses, then a stellium, then the Sun, then Mars, then the rest), what each weighs, and the
 * published rule set, Ciro Discepolo's. A user's copy is the same shape with rules turned off and
 * orbs or points changed; the contract's schema carries it to the profile and the share link.
 * Codes only: the rules' Italian texts and sources are in the contract.
 */
import type { BodyCode } from '../bodies.ts';

/** The rules, in the order of reading: a place's sentences come out in this order. */
export const MIRATA_RULE_CODES = [
  /** The return Ascendant in a natal house to avoid (1, 6, 12). Rule 4. */
  'ascendantInDangerHouse',
  /** A stellium (three or more of the stellium bodies) in a return house to avoid. Rule 4. */
  'stelliumInDangerHouse',
  /** A stellium split across the return 12th and 1st (the two count as one: rule 4 makes no difference between them). */
  'stelliumAcrossTwelfthAndFirst',
  /** The Sun in a return house to avoid. Rule 4. */
  'sunInDangerHouse',
  /** Mars in a return house to avoid. Rule 5. */
  'marsInDangerHouse',
  /** Saturn, Uranus, Neptune or Pluto in a return house to avoid: better avoided, not a veto. Rule 4. */
  'slowPlanetInDangerHouse',
  /** Mars and Saturn in the same return house. */
  'marsWithSaturn',
  /** A stellium in the return 8th house. */
  'stelliumInEighth',
  /** The 10th house: the Sun, Venus, Jupiter in it or near the Medio Coeli add; Saturn there outweighs them. */
  'tenthHouse',
  /** The 2°30′ rule: a point this close before the next cusp counts in the next house (a way of reading, not a verdict). */
  'cuspOrb',
] as const;
export type MirataRuleCode = (typeof MIRATA_RULE_CODES)[number];

/** What a rule does to a place when it fires. */
export const MIRATA_RULE_EFFECTS = ['veto', 'penalty', 'bonus', 'reading'] as const;
export type MirataRuleEffect = (typeof MIRATA_RULE_EFFECTS)[number];

export const MIRATA_RULE_EFFECT: Readonly<Record<MirataRuleCode, MirataRuleEffect>> = {
  ascendantInDangerHouse: 'veto',
  stelliumInDangerHouse: 'veto',
  stelliumAcrossTwelfthAndFirst: 'veto',
  sunInDangerHouse: 'veto',
  marsInDangerHouse: 'veto',
  slowPlanetInDangerHouse: 'penalty',
  marsWithSaturn: 'penalty',
  stelliumInEighth: 'penalty',
  tenthHouse: 'bonus',
  cuspOrb: 'reading',
};

/**
 * The rule's number in Discepolo's list («Transiti e Rivoluzioni solari», the thirty rules, later
 * thirty-four), where the number could be checked against a published text; null where the rule
 * is the school's practice as its practitioners cite it, without a number we could verify.
 */
export const MIRATA_RULE_NUMBER: Readonly<Record<MirataRuleCode, number | null>> = {
  ascendantInDangerHouse: 4,
  stelliumInDangerHouse: 4,
  stelliumAcrossTwelfthAndFirst: 4,
  sunInDangerHouse: 4,
  marsInDangerHouse: 5,
  slowPlanetInDangerHouse: 4,
  marsWithSaturn: null,
  stelliumInEighth: null,
  tenthHouse: null,
  cuspOrb: null,
};

/** The verdicts, from best to worst. */
export const MIRATA_VERDICTS = ['recommended', 'acceptable', 'discarded'] as const;
export type MirataVerdict = (typeof MIRATA_VERDICTS)[number];

/** The bodies whose houses the rules read: the ten planets, Sun to Pluto (no nodes, Lilith or Chiron). */
export const MIRATA_READ_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const satisfies readonly BodyCode[];
export type MirataBody = (typeof MIRATA_READ_BODIES)[number];

/** The bodies that may weigh in the 10th house. */
export const TENTH_HOUSE_BODIES = ['sun', 'venus', 'jupiter'] as const satisfies readonly MirataBody[];
export type TenthHouseBody = (typeof TENTH_HOUSE_BODIES)[number];

export interface MirataRuleSet {
  /** Which rules are on. */
  enabled: Readonly<Record<MirataRuleCode, boolean>>;
  /** The houses to avoid (natal for the Ascendant, of the return for the bodies): 1, 6, 12. */
  dangerHouses: readonly number[];
  /** The 2°30′ rule's distance before the next cusp, degrees. */
  cuspOrbDeg: number;
  /** Which bodies make a stellium, and how many of them in one house. */
  stelliumBodies: readonly MirataBody[];
  stelliumMinBodies: number;
  /** The slow planets of rule 4's second part. */
  slowPlanets: readonly MirataBody[];
  /** Points (negative: they take away) of the rules that do not veto. */
  points: {
    /** Each slow planet in a house to avoid. */
    slowPlanetInDangerHouse: number;
    marsWithSaturn: number;
    stelliumInEighth: number;
    /** Saturn in the 10th house or near the Medio Coeli (then the Sun, Venus and Jupiter there add nothing). */
    saturnInTenth: number;
  };
  /** The 10th house: each body's points when in it, the extra when also within `midheavenOrbDeg` of the Medio Coeli. */
  tenthHouse: {
    bodyPoints: Readonly<Record<TenthHouseBody, number>>;
    midheavenOrbDeg: number;
    nearMidheavenPoints: number;
  };
  /** A place not discarded is recommended from this score up, acceptable below. */
  recommendedMinScore: number;
}

const ALL_ON = Object.fromEntries(MIRATA_RULE_CODES.map((c) => [c, true])) as Record<MirataRuleCode, boolean>;

/**
 * Discepolo's rules as published (the decision record cites each): rules 4 and 5 veto, the slow
 * planets and the other cautions take points away, the 10th house adds. The points are this
 * app's reading (the books give no numbers): any veto outweighs them all.
 */
export const DISCEPOLO_RULE_SET: MirataRuleSet = {
  enabled: ALL_ON,
  dangerHouses: [1, 6, 12],
  cuspOrbDeg: 2.5,
  stelliumBodies: MIRATA_READ_BODIES,
  stelliumMinBodies: 3,
  slowPlanets: ['saturn', 'uranus', 'neptune', 'pluto'],
  points: { slowPlanetInDangerHouse: -2, marsWithSaturn: -3, stelliumInEighth: -2, saturnInTenth: -3 },
  tenthHouse: { bodyPoints: { sun: 2, venus: 2, jupiter: 3 }, midheavenOrbDeg: 5, nearMidheavenPoints: 1 },
  recommendedMinScore: 1,
};

/** The limits a rule set's numbers must keep (the contract's schema says them to the user). */
export const MIRATA_RULE_LIMITS = {
  cuspOrbDeg: { min: 0, max: 5 },
  stelliumMinBodies: { min: 3, max: 6 },
  midheavenOrbDeg: { min: 0, max: 15 },
  points: { min: -20, max: 20 },
} as const;
