/** Debug Transiti's public face: its result tab (found by app/result-tabs.ts through tab.tsx). */
export { resultTab } from './tab.tsx';
