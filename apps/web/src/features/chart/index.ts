/** The chart feature's public face (app/ imports only this): the natal chart's request and answer, the result panel, the header and the wheel. */
export { natalChartOf, temaNataleRequestFrom, useTemaNatale, type TemaNatale, type TemaNataleRequest } from './api/tema-natale.ts';
export { ChartResults, type ChartBirthData, type ChartResultState, type ResultTab } from './components/ChartResults.tsx';
export { ChartHeader } from './components/ChartHeader.tsx';
export { CodesWheel } from './components/CodesWheel.tsx';
