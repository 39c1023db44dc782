/**
 * The rules of the Rivoluzione Solare Mirata in Italian, one entry per rule code of core's rule set:
 * its number in Discepolo's list (where checked), a short title, the rule in our words (a
 * paraphrase, not a quotation) and where it is published. docs/decisions/0091-mirata-rules.md says
 * what each source was checked for and what could not be.
 */
import { MIRATA_RULE_CODES, MIRATA_RULE_NUMBER, type MirataRuleCode } from '@astrolabio/core';

export interface MirataRuleSourceIt {
  /** The work: book or article. */
  opera: string;
  /** Where in it (rule, chapter), or what was checked. */
  dove: string;
  url?: string;
}

export interface MirataRuleIt {
  numero: number | null;
  /** How a sentence names the rule when it has no number: «Regola della X casa». */
  nome: string;
  titolo: string;
  testo: string;
  fonti: MirataRuleSourceIt[];
}

const TRANSITI_E_RS: MirataRuleSourceIt = {
  opera: 'Ciro Discepolo, «Transiti e Rivoluzioni solari», Armenia (le trenta regole; trentaquattro nell’edizione inglese «Transits and Solar Returns», AFA)',
  dove: 'elenco delle regole',
  url: 'http://www.cirodiscepolo.it/Articoli/Trentaregole.Htm',
};
const RULES_4_5_EN: MirataRuleSourceIt = {
  opera: 'Ciro Discepolo, «Some comments to the 4th and 5th rules of my “Transits and Solar Returns”» (blog, settembre 2010)',
  dove: 'testo delle regole 4 e 5',
  url: 'http://cirodiscepolo.blogspot.com/2010/09/some-comments-to-4th-and-5th-rules-of.html',
};
const VERY_IMPORTANT_RULES: MirataRuleSourceIt = {
  opera: 'Astrologia in linea / Astrology Online, «Very important rules for Solar Returns» (dalle regole di Discepolo)',
  dove: 'regola 4: stellium «tre o più pianeti»; Saturno, Urano, Nettuno, Plutone in I, VI, XII «meglio evitarli»',
  url: 'http://www.astrologyonline.eu/Active_Astrology/Active-Astrology-Articles/Active-Astrology-Article-detail.asp?sezione=Active+Astrology&ID=233',
};
const ORDER_OF_READING: MirataRuleSourceIt = {
  opera: 'Ciro Discepolo, citato in «The Twelve Houses that you can ad-just in Solar Returns» (astrosignature.com, 2022)',
  dove: 'ordine di lettura: casa natale dell’Ascendente di RS, stellium, Sole, Marte, il resto «molto meno»',
  url: 'https://www.astrosignature.com/2022/05/the-twelve-houses-that-you-can-ad-just.html',
};
const SATURN_ON_MC: MirataRuleSourceIt = {
  opera: 'Ciro Discepolo, «Solar Returns» (Ricerca ’90), capitolo «The Results of the Last Researches», citato in «Available Solar Returns on Amazon» (blog, giugno 2011)',
  dove: 'Saturno vicino al Medio Coeli prevale su Giove, Venere o il Sole congiunti al Medio Coeli',
  url: 'http://cirodiscepolo.blogspot.com/2011/06/available-solar-returns-on-amazon.html',
};
const TWELFTH_IS_FIRST: MirataRuleSourceIt = {
  opera: 'Ciro Discepolo, risposte ai lettori su lunarreturns.com',
  dove: '«l’Ascendente di RS in XII o in I casa (è la stessa cosa)»',
  url: 'http://www.lunarreturns.com/',
};
const PRACTICE: MirataRuleSourceIt = {
  opera: 'Pratica della scuola di Astrologia Attiva, come la citano i praticanti (issue 36)',
  dove: 'numero e testo nel libro non verificati sulle copie consultabili: parametri modificabili',
};

/** Every rule's Italian entry; the numbers come from core (one source). */
export const MIRATA_RULES_IT: Readonly<Record<MirataRuleCode, MirataRuleIt>> = {
  ascendantInDangerHouse: {
    numero: MIRATA_RULE_NUMBER.ascendantInDangerHouse,
    nome: 'Regola 4',
    titolo: 'Ascendente di RS nella I, VI o XII casa radix',
    testo: 'Se l’Ascendente della Rivoluzione Solare cade nella prima, nella sesta o nella dodicesima casa del tema natale, quasi senza differenza fra le tre, l’anno è da evitare: il luogo è scartato. È il primo elemento da leggere.',
    fonti: [TRANSITI_E_RS, RULES_4_5_EN, VERY_IMPORTANT_RULES, ORDER_OF_READING],
  },
  stelliumInDangerHouse: {
    numero: MIRATA_RULE_NUMBER.stelliumInDangerHouse,
    nome: 'Regola 4',
    titolo: 'Stellium nella I, VI o XII casa di RS',
    testo: 'Uno stellium (tre o più pianeti nella stessa casa) nella prima, sesta o dodicesima casa della Rivoluzione Solare vale come l’Ascendente in quelle case: il luogo è scartato. Secondo elemento da leggere.',
    fonti: [TRANSITI_E_RS, RULES_4_5_EN, VERY_IMPORTANT_RULES, ORDER_OF_READING],
  },
  stelliumAcrossTwelfthAndFirst: {
    numero: MIRATA_RULE_NUMBER.stelliumAcrossTwelfthAndFirst,
    nome: 'Regola 4',
    titolo: 'Stellium diviso fra la XII e la I casa di RS',
    testo: 'Poiché la regola 4 non fa differenza fra la dodicesima e la prima casa, tre o più pianeti divisi fra la XII e la I casa della RS contano come uno stellium in quelle case: il luogo è scartato. È una lettura della regola, spegnibile.',
    fonti: [TRANSITI_E_RS, TWELFTH_IS_FIRST],
  },
  sunInDangerHouse: {
    numero: MIRATA_RULE_NUMBER.sunInDangerHouse,
    nome: 'Regola 4',
    titolo: 'Sole nella I, VI o XII casa di RS',
    testo: 'Il Sole della Rivoluzione Solare nella prima, sesta o dodicesima casa della RS: il luogo è scartato. Terzo elemento da leggere.',
    fonti: [TRANSITI_E_RS, RULES_4_5_EN, VERY_IMPORTANT_RULES, ORDER_OF_READING],
  },
  marsInDangerHouse: {
    numero: MIRATA_RULE_NUMBER.marsInDangerHouse,
    nome: 'Regola 5',
    titolo: 'Marte nella I, VI o XII casa di RS',
    testo: 'La stessa regola vale per Marte nella dodicesima, sesta o prima casa della Rivoluzione Solare: il luogo è scartato. Quarto elemento da leggere.',
    fonti: [TRANSITI_E_RS, RULES_4_5_EN, ORDER_OF_READING],
  },
  slowPlanetInDangerHouse: {
    numero: MIRATA_RULE_NUMBER.slowPlanetInDangerHouse,
    nome: 'Regola 4',
    titolo: 'Saturno, Urano, Nettuno, Plutone nella I, VI o XII casa di RS',
    testo: 'Saturno, Urano, Nettuno o Plutone possono trovarsi nella prima, sesta o dodicesima casa della RS, ma se si può è meglio evitarlo: ognuno toglie punti, non scarta il luogo.',
    fonti: [VERY_IMPORTANT_RULES],
  },
  marsWithSaturn: {
    numero: MIRATA_RULE_NUMBER.marsWithSaturn,
    nome: 'Regola di Marte e Saturno',
    titolo: 'Marte e Saturno insieme',
    testo: 'Marte e Saturno nella stessa casa della RS si rafforzano nel male: il luogo perde punti.',
    fonti: [PRACTICE],
  },
  stelliumInEighth: {
    numero: MIRATA_RULE_NUMBER.stelliumInEighth,
    nome: 'Regola dell’VIII casa',
    titolo: 'Stellium nell’VIII casa di RS',
    testo: 'Uno stellium nell’ottava casa della RS è un segnale da pesare: il luogo perde punti.',
    fonti: [PRACTICE],
  },
  tenthHouse: {
    numero: MIRATA_RULE_NUMBER.tenthHouse,
    nome: 'Regola della X casa',
    titolo: 'La X casa: Sole, Venere, Giove; Saturno prevale',
    testo: 'Il Sole, Venere o Giove nella decima casa della RS aggiungono punti, di più se vicini al Medio Coeli. Saturno nella X o vicino al Medio Coeli è sempre più forte di loro: allora la X lavora come Saturno e il luogo perde punti.',
    fonti: [SATURN_ON_MC, PRACTICE],
  },
  cuspOrb: {
    numero: MIRATA_RULE_NUMBER.cuspOrb,
    nome: 'Regola dei 2°30′',
    titolo: 'Regola dei 2°30′',
    testo: 'Un punto che si trova a meno di 2°30′ dalla cuspide della casa successiva conta già nella casa successiva: vale per l’Ascendente di RS sulle cuspidi natali e per i pianeti sulle cuspidi della RS.',
    fonti: [PRACTICE],
  },
};

/** The rules in the order of reading, as a list (the answers' catalogue and the web's legend read it). */
export const MIRATA_RULE_LIST_IT = MIRATA_RULE_CODES.map((code) => ({ codice: code, ...MIRATA_RULES_IT[code] }));
