/**
 * The order of the transiting bodies in Tabella Transiti: spec section 9's table order, with Sole
 * between Marte and Venere, where the Chaldean order (Saturno, Giove, Marte, Sole, Venere, Mercurio,
 * Luna), which the spec's list follows, puts it (docs/decisions/0050-transit-views.md).
 */
import type { TransitBodyCode } from '@astrolabio/core';

export const TRANSIT_TABLE_ORDER: readonly TransitBodyCode[] = [
  'pluto', 'neptune', 'uranus', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon', 'northNode', 'lilith', 'chiron',
];
