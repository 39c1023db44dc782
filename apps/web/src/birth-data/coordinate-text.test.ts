/** The coordinate fields' reader against texts as people paste them from map sites, Wikipedia and spreadsheets. */
import { describe, expect, test } from 'vitest';
import { readCoordinateText, type CoordinateText } from './coordinate-text.ts';

const value = (valueDeg: number): CoordinateText => ({ kind: 'value', valueDeg });
const pair = (latitudeDeg: number, longitudeDeg: number): CoordinateText => ({ kind: 'pair', latitudeDeg, longitudeDeg });
const invalid = (problem: string, axis: 'latitude' | 'longitude'): CoordinateText => ({ kind: 'invalid', problem, axis } as CoordinateText);

describe('readCoordinateText', () => {
  test.each([
    // Decimal degrees, either decimal mark (the it-IT field used to read the dot as thousands).
    ['a dot decimal', '41.9028', 'latitude', value(41.9028)],
    ['a comma decimal', '41,9028', 'latitude', value(41.9028)],
    ['an integer', '41', 'latitude', value(41)],
    ['spaces around', '  41,902782 ', 'latitude', value(41.902782)],
    ['a negative longitude (Madrid)', '-3.7038', 'longitude', value(-3.7038)],
    ['a negative with a comma (Buenos Aires)', '-58,3816', 'longitude', value(-58.3816)],
    ['a Unicode minus', '−33.8688', 'latitude', value(-33.8688)],
    ['a plus sign', '+12.4964', 'longitude', value(12.4964)],
    ['a degree sign', '12.4964°', 'longitude', value(12.4964)],
    ['more decimals than the step: rounded to a millionth', '41.90278349999999', 'latitude', value(41.902783)],
    // Pairs as map sites copy them, pasted into either field.
    ['Google Maps right-click copy', '41.90278, 12.49637', 'latitude', pair(41.90278, 12.49637)],
    ['the same pasted into Longitudine', '41.90278, 12.49637', 'longitude', pair(41.90278, 12.49637)],
    ['the issue\'s pair', '41.9028, 12.4964', 'latitude', pair(41.9028, 12.4964)],
    ['a pair without a space', '41.9028,12.4964', 'latitude', pair(41.9028, 12.4964)],
    ['a pair of comma decimals', '41,9028, 12,4964', 'latitude', pair(41.9028, 12.4964)],
    ['a pair of comma decimals without spaces', '41,9028,12,4964', 'longitude', pair(41.9028, 12.4964)],
    ['a pair separated by a space', '41,9028 12,4964', 'latitude', pair(41.9028, 12.4964)],
    ['a pair separated by a semicolon (spreadsheet)', '41,9028;12,4964', 'latitude', pair(41.9028, 12.4964)],
    ['a southern and western pair', '-34.6037, -58.3816', 'latitude', pair(-34.6037, -58.3816)],
    ['a geo: URI', 'geo:41.9028,12.4964', 'latitude', pair(41.9028, 12.4964)],
    ['a Google Maps link', 'https://www.google.com/maps/@41.902783,12.496366,17z', 'latitude', pair(41.902783, 12.496366)],
    ['an OpenStreetMap link', 'https://www.openstreetmap.org/#map=17/41.90278/12.49637', 'longitude', pair(41.90278, 12.49637)],
    // Degrees, minutes and seconds (Wikipedia, atlases), with primes or ASCII quotes.
    ['Wikipedia DMS with primes', '41°54′10″N', 'latitude', value(41.902778)],
    ['the same with ASCII quotes', `41°54'10"N`, 'latitude', value(41.902778)],
    ['seconds as two apostrophes', "41°54'10''N", 'latitude', value(41.902778)],
    ['spaces between the parts', '41° 54′ 10″ N', 'latitude', value(41.902778)],
    ['the letter first', 'N 41° 54′ 10″', 'latitude', value(41.902778)],
    ['decimal seconds (it.wikipedia)', '41°53′35.9″N', 'latitude', value(41.893306)],
    ['degrees and decimal minutes (GPS)', '41°54.167′N', 'latitude', value(41.902783)],
    ['degrees and minutes only', '41°54′N', 'latitude', value(41.9)],
    ['a masculine ordinal for the degree sign', '41º54′N', 'latitude', value(41.9)],
    ['space-separated with a letter', '41 54 10 N', 'latitude', value(41.902778)],
    ['south is negative', '33°52′08″S', 'latitude', value(-33.868889)],
    ['west is negative', '58°22′53″W', 'longitude', value(-58.381389)],
    ['O (ovest) is west', '58°22′53″ O', 'longitude', value(-58.381389)],
    ['Italian words', '12°29′46″ Est', 'longitude', value(12.496111)],
    ['Wikipedia DMS pair', '41°54′10″N 12°29′46″E', 'longitude', pair(41.902778, 12.496111)],
    ['a DMS pair with a comma', '41°54′10″N, 12°29′46″E', 'latitude', pair(41.902778, 12.496111)],
    ['a DMS pair longitude first', '12°29′46″E 41°54′10″N', 'latitude', pair(41.902778, 12.496111)],
    ['Wikipedia decimal pair with letters', '41.893056°N 12.482778°E', 'latitude', pair(41.893056, 12.482778)],
    ['letters before the numbers', 'N 41.9028 E 12.4964', 'latitude', pair(41.9028, 12.4964)],
    ['ovest in a pair', '40°25′N 3°42′O', 'latitude', pair(40.416667, -3.7)],
    // Empty.
    ['nothing', '   ', 'latitude', { kind: 'empty' }],
    // Refused, with the reason.
    ['a place name', 'Roma', 'latitude', invalid('unreadable', 'latitude')],
    ['two decimal points', '41.9.028', 'latitude', invalid('unreadable', 'latitude')],
    ['the dot read as thousands before (419028)', '419028', 'latitude', invalid('outOfRange', 'latitude')],
    ['latitude 95', '95', 'latitude', invalid('outOfRange', 'latitude')],
    ['longitude 181', '181', 'longitude', invalid('outOfRange', 'longitude')],
    ['a pair with its latitude out of range', '95, 12', 'longitude', invalid('outOfRange', 'latitude')],
    ['a pair with its longitude out of range', '41.9, 190.5', 'latitude', invalid('outOfRange', 'longitude')],
    ['three numbers', '41.9028, 12.4964, 30', 'latitude', invalid('unreadable', 'latitude')],
    ['60 minutes', '41°60′N', 'latitude', invalid('minutesOrSeconds', 'latitude')],
    ['60 seconds', '41°54′60″N', 'latitude', invalid('minutesOrSeconds', 'latitude')],
    ['a longitude in the latitude field', '12°29′46″E', 'latitude', invalid('otherAxis', 'latitude')],
    ['a latitude in the longitude field', '41.9 N', 'longitude', invalid('otherAxis', 'longitude')],
    ['a minus and a hemisphere letter', '-41.9 N', 'latitude', invalid('unreadable', 'latitude')],
    ['decimal degrees followed by minutes', '41.5°30′N', 'latitude', invalid('unreadable', 'latitude')],
    ['two bare integers (a pair or degrees and minutes?)', '41 54', 'latitude', invalid('unreadable', 'latitude')],
    ['two letters of the same axis', '41°N 12°S', 'latitude', invalid('unreadable', 'latitude')],
  ] as const)('%s: %j in %s', (_name, text, axis, expected) => {
    expect(readCoordinateText(text, axis)).toEqual(expected);
  });
});
