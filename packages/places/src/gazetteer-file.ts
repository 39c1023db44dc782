/** Loads the committed gazetteer (data/gazetteer/places.tsv) once per process and indexes it. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePlacesTsv } from './place.ts';
import { PlaceIndex } from './place-index.ts';

export const GAZETTEER_PATH = fileURLToPath(new URL('../../../data/gazetteer/places.tsv', import.meta.url));

let loaded: PlaceIndex | undefined;

/** Reads and indexes the gazetteer file, every time it is called (0.4–0.7 s on the 2-core dev machine: `npm run bench places`). */
export function readGazetteer(): PlaceIndex {
  return new PlaceIndex(parsePlacesTsv(readFileSync(GAZETTEER_PATH, 'utf8')));
}

/** The gazetteer index, read on the first call only and shared by the whole process. */
export function loadGazetteer(): PlaceIndex {
  loaded ??= readGazetteer();
  return loaded;
}
