/** The «Rivoluzione Solare» feature's public face: its result tab (found by app/result-tabs.ts through tab.tsx) and the choice a link carries. */
export { resultTab, RIVOLUZIONE_SOLARE_TAB } from './tab.tsx';
export type { ReturnChoice } from './return-choice.ts';
