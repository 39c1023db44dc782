/**
 * «Mirata» as the Italian school works it (issue 36, docs/decisions/0091-mirata-rules.md): the rule
 * set a user may copy and change (saved in the profile and the share link), and the three requests
 * built on it: POST /api/mirata/luoghi (one year's places read by the rules, grouped into choices and
 * explained), POST /api/mirata/piano (1–5 years: the best choices of each solar return and of each
 * lunar return of its year; also as .ics), POST /api/mirata/campo (the map: a grid of the natal house
 * of the return Ascendant with the verdicts, and the astrocartography lines).
 */
import { z } from 'zod/mini';
import {
  DEFAULT_AIRPORT_MAX_KM,
  DEFAULT_CHOICE_RADIUS_KM,
  DEFAULT_FIELD_STEP_DEG,
  DEFAULT_MIRATA_SORT,
  DISCEPOLO_RULE_SET,
  FIELD_STEPS_DEG,
  HOUSE_COUNT,
  MAX_AIRPORT_MAX_KM,
  MAX_CHOICE_RADIUS_KM,
  MAX_FIELD_CELLS,
  MAX_PLAN_YEARS,
  MIRATA_READ_BODIES,
  MIRATA_RULE_CODES,
  MIRATA_RULE_LIMITS,
  TENTH_HOUSE_BODIES,
  fieldShape,
} from '@astrolabio/core';
import { BODY_NAMES_IT } from '@astrolabio/names-it';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { birthDataSchema } from './birth-data.ts';
import { latitudeSchema, longitudeSchema } from './fields.ts';
import { houseNumberSchema, pointNameSchema } from './names.ts';
import { namesList } from './settings.ts';
import { checkReturnYear, returnInstantSchema, returnPlaceSchema, returnZodiacSchema } from './rivoluzione-solare.ts';
import { pointSchema } from './tema-natale.ts';

// ——— The rule set ———

/** The verdicts on the wire, best first (core's MIRATA_VERDICTS: recommended, acceptable, discarded). */
export const VERDICT_NAMES_IT = { recommended: 'consigliata', acceptable: 'accettabile', discarded: 'scartata' } as const;
export const verdictNameSchema = z.enum(['consigliata', 'accettabile', 'scartata']);
/** What a finding did, on the wire (core's MIRATA_OUTCOMES). */
export const OUTCOME_NAMES_IT = { veto: 'veto', penalty: 'penalita', bonus: 'bonus', clear: 'libero' } as const;
export const outcomeNameSchema = z.enum(['veto', 'penalita', 'bonus', 'libero']);
export const ruleCodeSchema = z.enum(MIRATA_RULE_CODES);

const pointsSchema = z.number().check(z.minimum(MIRATA_RULE_LIMITS.points.min), z.maximum(MIRATA_RULE_LIMITS.points.max));
/** The ten planets' Italian names (Sole … Plutone), as a closed enum: the rule set is the same object in and out. */
export const mirataPlanetNameSchema = z.enum(MIRATA_READ_BODIES.map((b) => BODY_NAMES_IT[b]));
const planetNameList = z.array(mirataPlanetNameSchema).check(z.minLength(1), z.maxLength(MIRATA_READ_BODIES.length));
const planetNames = (field: string) => namesList(field, MIRATA_READ_BODIES, BODY_NAMES_IT);
const pointsDescription = `punti, da ${MIRATA_RULE_LIMITS.points.min} a ${MIRATA_RULE_LIMITS.points.max} (negativi: tolgono)`;

/**
 * A rule set as a user keeps it: every field optional, each missing one Discepolo's (DISCEPOLO_RULE_SET).
 * The same object goes in the profile and the share link; the answers echo the whole set in use.
 * No transforms: what is parsed is what was sent (codecs/mirata.ts turns it into core's rule set).
 */
export const mirataRuleSetSchema = z.object({
  attive: z.optional(z.partialRecord(ruleCodeSchema, z.boolean()))
    .check(z.describe(`Regole accese (true) o spente (false), per codice: ${MIRATA_RULE_CODES.join(', ')}; le mancanti accese`)),
  caseDaEvitare: z.optional(z.array(houseNumberSchema).check(z.minLength(1), z.maxLength(HOUSE_COUNT)))
    .check(z.describe(`Case da evitare (natali per l’Ascendente di RS, della RS per i pianeti); predefinite ${DISCEPOLO_RULE_SET.dangerHouses.join(', ')}`)),
  orbitaCuspideGradi: z.optional(z.number().check(z.minimum(MIRATA_RULE_LIMITS.cuspOrbDeg.min), z.maximum(MIRATA_RULE_LIMITS.cuspOrbDeg.max)))
    .check(z.describe(`Regola dei 2°30′: un punto a meno di tanti gradi dalla cuspide successiva conta nella casa successiva; predefinita ${DISCEPOLO_RULE_SET.cuspOrbDeg}`)),
  stellium: z.optional(z.object({
    corpi: z.optional(planetNameList).check(z.describe('Pianeti che formano uno stellium (predefiniti i dieci, dal Sole a Plutone)')),
    minimo: z.optional(z.int().check(z.minimum(MIRATA_RULE_LIMITS.stelliumMinBodies.min), z.maximum(MIRATA_RULE_LIMITS.stelliumMinBodies.max)))
      .check(z.describe(`Quanti pianeti in una casa fanno uno stellium; predefinito ${DISCEPOLO_RULE_SET.stelliumMinBodies}`)),
  })),
  pianetiLenti: z.optional(planetNameList).check(z.describe('Pianeti lenti della regola 4 (predefiniti Saturno, Urano, Nettuno, Plutone)')),
  punti: z.optional(z.object({
    pianetaLento: z.optional(pointsSchema).check(z.describe(`Ogni pianeta lento in una casa da evitare: ${pointsDescription}`)),
    marteSaturno: z.optional(pointsSchema).check(z.describe(`Marte e Saturno nella stessa casa della RS: ${pointsDescription}`)),
    stelliumOttava: z.optional(pointsSchema).check(z.describe(`Stellium nell’VIII casa della RS: ${pointsDescription}`)),
    saturnoInDecima: z.optional(pointsSchema).check(z.describe(`Saturno nella X casa della RS o vicino al Medio Coeli: ${pointsDescription}`)),
  })),
  decima: z.optional(z.object({
    punti: z.optional(z.object(Object.fromEntries(TENTH_HOUSE_BODIES.map((b) => [BODY_NAMES_IT[b], z.optional(pointsSchema)])) as Record<string, z.ZodMiniOptional<typeof pointsSchema>>))
      .check(z.describe('Punti di Sole, Venere e Giove nella X casa della RS')),
    orbitaMedioCoeliGradi: z.optional(z.number().check(z.minimum(MIRATA_RULE_LIMITS.midheavenOrbDeg.min), z.maximum(MIRATA_RULE_LIMITS.midheavenOrbDeg.max)))
      .check(z.describe(`Entro quanti gradi dal Medio Coeli un pianeta gli è «vicino»; predefinita ${DISCEPOLO_RULE_SET.tenthHouse.midheavenOrbDeg}`)),
    puntiVicinoMedioCoeli: z.optional(pointsSchema).check(z.describe('Punti in più per Sole, Venere o Giove vicini al Medio Coeli')),
  })),
  sogliaConsigliata: z.optional(z.number().check(z.minimum(-50), z.maximum(50)))
    .check(z.describe(`Un luogo non scartato è consigliato da questo punteggio in su; predefinita ${DISCEPOLO_RULE_SET.recommendedMinScore}`)),
});
export type MirataRuleSetInput = z.input<typeof mirataRuleSetSchema>;
export type MirataRuleSetWire = z.output<typeof mirataRuleSetSchema>;

// ——— What the requests share ———

/** The travel limits: distance from home, countries, airports. */
export const mirataLimitsSchema = z.object({
  entroKm: z.optional(z.number().check(z.positive(), z.maximum(20_000))).check(z.describe('Solo luoghi entro tanti km da casa (serve «casa»)')),
  paesi: z.optional(z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(250)))
    .check(z.describe('Solo luoghi di questi paesi, codici ISO a due lettere (IT, FR …)')),
  soloAeroporti: z._default(z.boolean(), false).check(z.describe('Solo luoghi con un aeroporto (voli di linea, OurAirports) vicino')),
  aeroportoEntroKm: z._default(z.number().check(z.positive(), z.maximum(MAX_AIRPORT_MAX_KM)), DEFAULT_AIRPORT_MAX_KM)
    .check(z.describe(`Quanto vicino deve essere l’aeroporto, km (predefinito ${DEFAULT_AIRPORT_MAX_KM})`)),
});
export type MirataLimits = z.output<typeof mirataLimitsSchema>;

const mirataShape = {
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  zodiaco: z.optional(returnZodiacSchema),
  regole: z.optional(mirataRuleSetSchema).check(z.describe('Le regole con cui leggere ogni luogo; predefinite quelle di Discepolo')),
  casa: z.optional(returnPlaceSchema).check(z.describe('Dove si abita: per la distanza e il limite «entroKm»')),
  limiti: z._default(mirataLimitsSchema, { soloAeroporti: false, aeroportoEntroKm: DEFAULT_AIRPORT_MAX_KM })
    .check(z.describe('Limiti di viaggio: distanza da casa, paesi, aeroporti')),
  raggioSceltaKm: z._default(z.number().check(z.minimum(0), z.maximum(MAX_CHOICE_RADIUS_KM)), DEFAULT_CHOICE_RADIUS_KM)
    .check(z.describe(`Luoghi con lo stesso verdetto, punteggio e case entro tanti km sono una scelta sola (0: nessun raggruppamento); predefinito ${DEFAULT_CHOICE_RADIUS_KM}`)),
};

function checkHome(b: { casa?: unknown; limiti: MirataLimits }, ctx: z.core.$RefinementCtx): void {
  if (b.limiti.entroKm !== undefined && !b.casa) ctx.addIssue({ code: 'custom', path: ['casa'], message: VALIDATION_MESSAGES.scanHomeMissing });
}

// ——— A place read, explained ———

/** A point a rule read: its house by the cusps, the one it counts in (2°30′ rule), its distances. */
export const mirataSubjectSchema = z.object({
  punto: pointNameSchema,
  casa: houseNumberSchema.check(z.describe('Casa in cui cade (fra le cuspidi): natale per l’Ascendente, del ritorno per i pianeti')),
  casaContata: houseNumberSchema.check(z.describe('Casa in cui conta: la successiva se è entro l’orbita della regola dei 2°30′ dalla cuspide')),
  distanzaCuspideGradi: z.number().check(z.describe('Gradi fino alla cuspide della casa successiva (0.01°)')),
  distanzaMedioCoeliGradi: z.nullable(z.number()).check(z.describe('Gradi dal Medio Coeli del ritorno, per la regola della X casa')),
});

/** One rule's word on a place, with its sentence. */
export const mirataReasonSchema = z.object({
  regola: ruleCodeSchema,
  numero: z.nullable(z.int()).check(z.describe('Numero della regola nell’elenco di Discepolo (null: regola della scuola senza numero verificato)')),
  esito: outcomeNameSchema.check(z.describe('veto (scarta il luogo), penalita (toglie punti), bonus (aggiunge punti), libero (letto: nulla da evitare)')),
  punti: z.number(),
  casa: houseNumberSchema.check(z.describe('La casa di cui parla la regola')),
  soggetti: z.array(mirataSubjectSchema),
  frase: z.string().check(z.describe('La frase che spiega, in italiano')),
});

/** A place of a choice besides its head. */
export const mirataOtherPlaceSchema = z.object({
  luogo: z.string(),
  paese: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  popolazione: z.int(),
  distanzaKm: z.nullable(z.number()).check(z.describe('Distanza da casa, km (null senza casa)')),
});

const returnHousesSchema = z.object(Object.fromEntries(MIRATA_READ_BODIES.map((b) => [BODY_NAMES_IT[b], houseNumberSchema])) as Record<string, typeof houseNumberSchema>);

/** One choice: its head place read and explained, and the other places of the same choice. */
export const mirataChoiceSchema = z.object({
  ...mirataOtherPlaceSchema.shape,
  aeroporto: z.nullable(z.object({ codice: z.string(), nome: z.string(), distanzaKm: z.number() }))
    .check(z.describe('L’aeroporto con voli di linea più vicino entro il limite (null: nessuno)')),
  verdetto: verdictNameSchema,
  punteggio: z.number(),
  ascendente: pointSchema.check(z.describe('Ascendente del ritorno nel luogo')),
  medioCoeli: pointSchema,
  casaNataleAscendente: houseNumberSchema,
  casaContataAscendente: houseNumberSchema.check(z.describe('La casa natale in cui l’Ascendente del ritorno conta (regola dei 2°30′)')),
  casaNataleMedioCoeli: houseNumberSchema,
  caseRitorno: returnHousesSchema.check(z.describe('Casa del ritorno di ogni pianeta, fra le cuspidi')),
  caseRitornoContate: returnHousesSchema.check(z.describe('Casa del ritorno in cui ogni pianeta conta (regola dei 2°30′)')),
  motivi: z.array(mirataReasonSchema).check(z.describe('Una frase per regola, nell’ordine di lettura: Ascendente, stellium, Sole, Marte, il resto')),
  ora: returnInstantSchema.check(z.describe('L’istante del ritorno nell’ora civile del luogo')),
  esserciDal: z.string().check(z.describe('Quando esserci: il giorno prima, alla stessa ora civile del luogo (AAAA-MM-GGTHH:mm)')),
  avvisi: z.array(z.string()),
  altri: z.array(mirataOtherPlaceSchema).check(z.describe('Gli altri luoghi della stessa scelta (stesso verdetto, punteggio e case, entro il raggio), i più vicini prima')),
  altriTotale: z.int().check(z.describe('Quanti sono gli altri luoghi della scelta (la lista si ferma ai primi)')),
});

/** One return searched: its instant, how many places were read, the verdicts' counts, the best choices. */
export const mirataReturnSearchSchema = z.object({
  istante: z.object({ ut: z.string(), jd: z.number() }).check(z.describe('Istante del ritorno, UTC e giorno giuliano')),
  luoghiLetti: z.int().check(z.describe('Luoghi dentro i limiti di viaggio, ognuno letto con le regole')),
  perVerdetto: z.object({ consigliata: z.int(), accettabile: z.int(), scartata: z.int() }).check(z.describe('Quanti luoghi per verdetto')),
  totale: z.nullable(z.int()).check(z.describe('Scelte che passano i filtri (null nel piano, che cerca solo le migliori di ogni ritorno)')),
  risultati: z.array(mirataChoiceSchema).check(z.describe('Le scelte, nell’ordine chiesto: per ognuna il luogo più popoloso, il suo verdetto, le frasi, gli altri luoghi')),
});

// ——— POST /api/mirata/luoghi ———

export const MAX_MIRATA_CHOICES = 200;
export const DEFAULT_MIRATA_CHOICES = 50;
export const MIRATA_SORT_NAMES_IT = { verdict: 'verdetto', score: 'punteggio', distance: 'distanza', population: 'popolazione' } as const;

export const mirataLuoghiBodySchema = z.object({
  ...mirataShape,
  year: z.int().check(z.describe('Anno del compleanno della rivoluzione')),
  verdetti: z._default(z.array(verdictNameSchema).check(z.maxLength(3)), ['consigliata', 'accettabile'])
    .check(z.describe('Verdetti da elencare (predefiniti consigliata e accettabile; vuoto: tutti)')),
  punteggioMinimo: z.optional(z.number()).check(z.describe('Solo luoghi con almeno questo punteggio')),
  ordine: z._default(z.enum(['verdetto', 'punteggio', 'distanza', 'popolazione']), MIRATA_SORT_NAMES_IT[DEFAULT_MIRATA_SORT])
    .check(z.describe('verdetto (il migliore, poi il punteggio, poi il più vicino), punteggio, distanza da casa, popolazione')),
  limit: z._default(z.int().check(z.minimum(1), z.maximum(MAX_MIRATA_CHOICES)), DEFAULT_MIRATA_CHOICES)
    .check(z.describe(`Quante scelte dare al massimo, 1–${MAX_MIRATA_CHOICES} (predefinito ${DEFAULT_MIRATA_CHOICES})`)),
}).check(z.superRefine((b, ctx) => {
  checkReturnYear(b, ctx);
  checkHome(b, ctx);
}));
export type MirataLuoghiBody = z.output<typeof mirataLuoghiBodySchema>;

export const mirataLuoghiResponseSchema = z.object({
  year: z.int().check(z.describe('Anno della rivoluzione')),
  zodiaco: returnZodiacSchema,
  regole: mirataRuleSetSchema.check(z.describe('Le regole usate, per intero')),
  ...mirataReturnSearchSchema.shape,
});
export type MirataLuoghiResponse = z.output<typeof mirataLuoghiResponseSchema>;

// ——— POST /api/mirata/piano (and .ics) ———

export const MAX_PLAN_CHOICES = 20;
export const MAX_PLAN_LUNAR_CHOICES = 10;

export const mirataPianoBodySchema = z.object({
  ...mirataShape,
  daAnno: z.int().check(z.describe('Anno del primo compleanno del piano')),
  anni: z._default(z.int().check(z.minimum(1), z.maximum(MAX_PLAN_YEARS)), 3).check(z.describe(`Quanti anni, 1–${MAX_PLAN_YEARS} (predefinito 3)`)),
  perAnno: z._default(z.int().check(z.minimum(1), z.maximum(MAX_PLAN_CHOICES)), 5)
    .check(z.describe(`Quante scelte per ogni rivoluzione solare, 1–${MAX_PLAN_CHOICES} (predefinito 5)`)),
  perLunare: z._default(z.int().check(z.minimum(0), z.maximum(MAX_PLAN_LUNAR_CHOICES)), 3)
    .check(z.describe(`Quante scelte per ogni rivoluzione lunare dell’anno, 0–${MAX_PLAN_LUNAR_CHOICES} (0: senza lunari; predefinito 3)`)),
}).check(z.superRefine((b, ctx) => {
  checkReturnYear({ ...b, year: b.daAnno }, ctx, 'daAnno');
  // The lunar returns of the last year run to the next birthday's return: it must be in range too.
  checkReturnYear({ ...b, year: b.daAnno + b.anni }, ctx, 'anni');
  checkHome(b, ctx);
}));
export type MirataPianoBody = z.output<typeof mirataPianoBodySchema>;

export const mirataPianoResponseSchema = z.object({
  zodiaco: returnZodiacSchema,
  regole: mirataRuleSetSchema.check(z.describe('Le regole usate, per intero')),
  anni: z.array(z.object({
    year: z.int().check(z.describe('Anno della rivoluzione')),
    ...mirataReturnSearchSchema.shape,
    lunari: z.array(z.object({
      numero: z.int().check(z.describe('La rivoluzione lunare nell’anno: 1 la prima dopo il compleanno')),
      ...mirataReturnSearchSchema.shape,
    })).check(z.describe('Le rivoluzioni lunari dell’anno (da questo compleanno al prossimo), con le migliori scelte di ciascuna')),
  })).check(z.describe('Un elemento per anno: la rivoluzione solare con le sue scelte e le rivoluzioni lunari dell’anno')),
});
export type MirataPianoResponse = z.output<typeof mirataPianoResponseSchema>;

// ——— POST /api/mirata/campo ———

export const FIELD_LINE_ANGLE_NAMES_IT = { ascendant: 'ascendente', descendant: 'discendente', midheaven: 'medioCoeli', imumCoeli: 'imoCielo' } as const;

const regionSchema = z.object({
  sud: latitudeSchema,
  nord: latitudeSchema,
  ovest: longitudeSchema,
  est: longitudeSchema,
});

export const mirataCampoBodySchema = z.object({
  natal: birthDataSchema.check(z.describe('Dati di nascita, come per POST /api/tema-natale')),
  year: z.int().check(z.describe('Anno del compleanno della rivoluzione')),
  zodiaco: z.optional(returnZodiacSchema),
  regole: z.optional(mirataRuleSetSchema).check(z.describe('Le regole con cui leggere ogni cella; predefinite quelle di Discepolo')),
  passoGradi: z._default(z.union(FIELD_STEPS_DEG.map((s) => z.literal(s)) as [z.ZodMiniLiteral<number>, ...z.ZodMiniLiteral<number>[]]), DEFAULT_FIELD_STEP_DEG)
    .check(z.describe(`Lato di una cella della griglia, gradi: ${FIELD_STEPS_DEG.join(', ')} (predefinito ${DEFAULT_FIELD_STEP_DEG})`)),
  regione: z.optional(regionSchema).check(z.describe('Solo questa regione (sud < nord; ovest > est attraversa l’antimeridiano); predefinito il mondo')),
  linee: z._default(z.object({
    rivoluzione: z._default(z.boolean(), true),
    natale: z._default(z.boolean(), false),
  }), { rivoluzione: true, natale: false }).check(z.describe('Linee di astrocartografia del tema della rivoluzione e/o del tema natale')),
  corpiLinee: z._default(planetNames('corpiLinee'), [...MIRATA_READ_BODIES])
    .check(z.describe('Pianeti di cui tracciare le linee (predefiniti i dieci)')),
}).check(z.superRefine((b, ctx) => {
  checkReturnYear(b, ctx);
  const r = b.regione ?? { sud: -90, nord: 90, ovest: -180, est: 180 };
  if (r.sud >= r.nord) ctx.addIssue({ code: 'custom', path: ['regione', 'nord'], message: VALIDATION_MESSAGES.fieldRegionReversed });
  else if (r.ovest === r.est) ctx.addIssue({ code: 'custom', path: ['regione', 'est'], message: VALIDATION_MESSAGES.fieldRegionEmpty });
  else {
    const { rows, columns } = fieldShape({ south: r.sud, north: r.nord, west: r.ovest, east: r.est, stepDeg: b.passoGradi });
    if (rows * columns > MAX_FIELD_CELLS) ctx.addIssue({ code: 'custom', path: ['passoGradi'], message: VALIDATION_MESSAGES.fieldTooManyCells(MAX_FIELD_CELLS) });
  }
}));
export type MirataCampoBody = z.output<typeof mirataCampoBodySchema>;

export const mirataLineSchema = z.object({
  tema: z.enum(['rivoluzione', 'natale']),
  corpo: pointNameSchema,
  angolo: z.enum(['ascendente', 'discendente', 'medioCoeli', 'imoCielo']),
  segmenti: z.array(z.array(z.tuple([z.number(), z.number()]))).check(z.describe('Tratti della linea, punti [longitudine, latitudine] in gradi (0.01°); un tratto non attraversa l’antimeridiano')),
});

export const mirataCampoResponseSchema = z.object({
  year: z.int().check(z.describe('Anno della rivoluzione')),
  zodiaco: returnZodiacSchema,
  istante: z.object({ ut: z.string(), jd: z.number() }).check(z.describe('Istante della rivoluzione, UTC e giorno giuliano')),
  regole: mirataRuleSetSchema.check(z.describe('Le regole usate, per intero')),
  griglia: z.object({
    sud: z.number(),
    nord: z.number(),
    ovest: z.number(),
    est: z.number(),
    passoGradi: z.number(),
    righe: z.int(),
    colonne: z.int(),
    celle: z.string().check(z.describe('Un byte per cella in base64, righe da nord a sud, colonne da ovest a est, centro della cella: '
      + 'bit 0–3 la casa natale (1–12) dell’Ascendente del ritorno, bit 4–5 il verdetto (0 consigliata, 1 accettabile, 2 scartata), '
      + 'bit 6 le case Porfirio oltre il circolo polare')),
  }).check(z.describe('La griglia: estensione, passo, righe e colonne, le celle')),
  linee: z.array(mirataLineSchema).check(z.describe('Le linee di astrocartografia: per ogni pianeta e tema, Ascendente, Discendente, Medio Coeli, Imo Cielo')),
});
export type MirataCampoResponse = z.output<typeof mirataCampoResponseSchema>;

