/**
 * The «Coppia» feature's public face: its result tab (found by app/result-tabs.ts through tab.tsx); and
 * for the Rivoluzione Solare's «RS sul tema natale» (features/solar-return) the bi-wheel and the chart
 * it takes, so that a return's houses over the natal wheel are drawn as the Sinastria draws two charts.
 */
export { COPPIA_TAB, resultTab } from './tab.tsx';
export { BiWheel, type BiWheelProps } from './components/BiWheel.tsx';
export { biWheelChart } from './model/synastry-view.ts';
export type { BiWheelChart, BiWheelPoint } from './model/bi-wheel-geometry.ts';
