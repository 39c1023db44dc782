/** The place search's public face (app/ imports only this): the search block, and the resolution of a place's coordinates and zone. */
export { PlaceSearch } from './components/PlaceSearch.tsx';
export { RESOLVE_LOCATION_KEY } from './api/resolve-location.ts';
export { usePlaceResolution } from './use-place-resolution.ts';
