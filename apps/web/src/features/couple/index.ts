/** The «Coppia» feature's public face (issue 35): its result tab (found by app/result-tabs.ts through tab.tsx). */
export { COPPIA_TAB, resultTab } from './tab.tsx';
