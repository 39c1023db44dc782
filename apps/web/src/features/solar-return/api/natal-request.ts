/**
 * The birth data the return routes take (`natal`), as the chart form sent them to /api/tema-natale:
 * the contract's birth data as its schema accepts them (the same fields, read from one place).
 */
import type { API_ROUTES } from '@astrolabio/contract';
import type { RouteInput } from '../../../lib/api-client.ts';

export type NatalRequest = RouteInput<typeof API_ROUTES.rivoluzioneSolare>['body']['natal'];

/** The place of a return chart: coordinates and the name the place search gave it. */
export interface ReturnPlace {
  latitude: number;
  longitude: number;
  nome: string;
}
