/**
 * The OpenAPI descriptions of the routes whose words are longer than a summary (routes.ts), in
 * Italian, with the numbers they quote taken from the constants that enforce them.
 */
import {
  DAILY_POSITIONS_MAX_DAYS,
  DAILY_POSITION_UT_TIME,
  DEFAULT_LUNATION_ORB_DEG,
  DEFAULT_PROGRESSION_MAX_ORB_DEG,
  DEFAULT_TRANSIT_MAX_ORB_DEG,
  MAX_PROGRESSION_PERIOD_DAYS,
  MAX_TRANSIT_PERIOD_DAYS,
  TRANSIT_FIRST_DATE,
} from '@astrolabio/core';

export const TRANSITI_DESCRIPTION = 'Per ogni pianeta in transito, punto natale e aspetto (dai due lati: es. 90° e 270°), ogni tratto del periodo '
  + `in cui l’orbita è entro maxOrb (predefinita ${DEFAULT_TRANSIT_MAX_ORB_DEG}°): inizio e fine (tagliati al periodo, e segnati), `
  + 'ogni istante esatto al minuto UTC, le stazioni, il picco, l’orbita di ogni giorno UTC (la minima del giorno) '
  + 'e la casa natale del pianeta in transito al picco; e, per ogni pianeta in transito, la casa natale all’inizio '
  + 'del periodo e ogni suo ingresso in un’altra casa. '
  + `Il periodo va da startDate 00:00 UTC alla fine di endDate, al massimo ${MAX_TRANSIT_PERIOD_DAYS} giorni, dal ${TRANSIT_FIRST_DATE}. `
  + 'Il tema natale si invia come dati di nascita (natal) o come risposta di /api/tema-natale (natalData).';

export const TRANSITI_EXPORT_DESCRIPTION = 'Gli istanti esatti della stessa richiesta di POST /api/transiti, uno per riga/evento, in UTC. '
  + 'In GET i dati di nascita sono parametri (datetime, latitude, longitude, timezone, houseSystem, nodo) e le liste '
  + '(planets, natalPlanets, aspects) sono nomi separati da virgole.';

export const TECNICHE_DESCRIPTION = 'Per un periodo, i livelli scelti: Progressioni (secondarie, un giorno per un anno: ogni aspetto dei corpi e '
  + 'degli angoli progrediti ai punti natali con gli istanti esatti, gli ingressi della Luna progressa nei segni e nelle case natali, '
  + 'le fasi della lunazione progressa, le posizioni progredite di un giorno), Direzioni d’arco solare (ogni punto natale mosso '
  + `dell’arco del Sole progresso, in aspetto ai punti natali), con orbita predefinita ${DEFAULT_PROGRESSION_MAX_ORB_DEG}°, fino a `
  + `${MAX_PROGRESSION_PERIOD_DAYS} giorni; Lunazioni ed eclissi (ogni Luna nuova e piena al minuto, segno, casa natale, i punti natali `
  + `entro ${DEFAULT_LUNATION_ORB_DEG}°, e le eclissi con tipo e massimo) e Transiti, fino a ${MAX_TRANSIT_PERIOD_DAYS} giorni.`;

export const TRANSITI_MENSILI_DESCRIPTION = `Posizioni dei 14 corpi (Sole … Nodo Sud) alle ${DAILY_POSITION_UT_TIME} UT di ogni giorno da startDate a endDate inclusi, `
  + `raggruppate per mese ("AAAA-MM") e per giorno ("AAAA-MM-GG"); longitudini al milionesimo di grado. Periodo massimo: ${DAILY_POSITIONS_MAX_DAYS} giorni; `
  + 'oltre, o con endDate prima di startDate, risponde 400.';

export const TRANSITI_SPECIFICI_DESCRIPTION = `Posizioni dei 14 corpi alle ${DAILY_POSITION_UT_TIME} UT di targetDate e i loro aspetti ai 14 corpi natali, `
  + "all’Ascendente e al Medio Coeli. Filtro delle orbite (specifica, sezione 5): orbita 0 sempre; "
  + 'Plutone e Nettuno oltre 0 fino a 1°, gli altri oltre 0 fino a 2°; i corpi senza aspetti sono omessi. '
  + 'Nodo Sud non è un corpo in transito (ripete gli aspetti di Nodo Nord). Il nodo è quello del tema natale (meta.nodo).';

export const MIRATA_DESCRIPTION = 'Per ogni luogo: Ascendente e Medio Coeli della RS e le case natali in cui cadono, la casa della RS del Sole e dei corpi scelti; '
  + 'i filtri della scuola (Ascendente in case natali, Sole in case della RS, case da evitare), distanza da casa, paesi; '
  + 'per i luoghi dati, il fuso in vigore all’istante della rivoluzione. Calcolato in un thread separato.';

export const MIRATA_METHOD_DESCRIPTION = 'Le regole della Rivoluzione Solare Mirata (Ciro Discepolo; una copia dell’utente con regole spente, orbite e punti propri) lette '
  + 'nell’ordine della scuola: Ascendente di RS nelle case natali, stellium, Sole, Marte, il resto. Per ogni luogo entro i limiti di viaggio '
  + '(km da casa, paesi, solo aeroporti): verdetto (consigliata, accettabile, scartata), punteggio, una frase per regola con le distanze dalle cuspidi; '
  + 'luoghi con lo stesso verdetto e le stesse case entro pochi km sono una scelta sola. Calcolato in un thread separato.';
export const MIRATA_PLAN_DESCRIPTION = 'Per ogni anno: l’istante della rivoluzione solare, le scelte migliori entro i limiti di viaggio con l’ora del luogo e '
  + 'il giorno in cui esserci (il giorno prima, alla stessa ora); le rivoluzioni lunari da quel compleanno al successivo, lette con le stesse regole '
  + '(Ascendente di RL nelle case natali per primo), con le loro scelte migliori. Calcolato in un thread separato.';
export const MIRATA_FIELD_DESCRIPTION = 'Una griglia (0,5° o più fine) del mondo o di una regione: in ogni cella la casa natale in cui cade l’Ascendente di RS '
  + 'e il verdetto delle regole; le linee Ascendente, Discendente, Medio Coeli e Imo Cielo di ogni pianeta (tema della rivoluzione, e del tema natale '
  + 'a richiesta). Calcolato in un thread separato.';

/** The export's OpenAPI words: «calendario iCalendar: un evento per ogni transito esatto». */
export const EXPORT_WHAT = {
  ics: (each: string) => `calendario iCalendar: un evento per ogni ${each}`,
  csv: (each: string) => `tabella CSV (separatore «;»): una riga per ogni ${each}`,
} as const;
