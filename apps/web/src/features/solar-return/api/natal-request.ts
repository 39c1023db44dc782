/** The birth data the return routes take (`natal`), as the chart form sent them to /api/tema-natale. */
import type { HouseSystem, NodeKind } from '@astrolabio/core';

export interface NatalRequest {
  /** Local civil time, `YYYY-MM-DDTHH:mm:00`. */
  datetime: string;
  latitude: number | string;
  longitude: number | string;
  timezone: number | string;
  houseSystem: HouseSystem;
  nodo: NodeKind;
}

/** The place of a return chart: coordinates and the name the place search gave it. */
export interface ReturnPlace {
  latitude: number;
  longitude: number;
  nome: string;
}
