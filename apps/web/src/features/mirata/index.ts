/** The «Mirata» feature's public face: its result tab (found by app/result-tabs.ts through tab.tsx). */
export { resultTab, MIRATA_TAB } from './tab.tsx';
