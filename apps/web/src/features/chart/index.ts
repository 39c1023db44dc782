/**
 * The chart feature's public face (app/ imports only this): the natal chart's request and answer, the
 * result panel, the header and the wheel; and for the couple's charts (features/couple, issue 35)
 * the chart's tables, grid and the wheel's geometry, so that another chart is drawn as the natal one is.
 */
export { natalChartOf, temaNataleRequestFrom, useTemaNatale, type TemaNatale, type TemaNataleRequest } from './api/tema-natale.ts';
export { ChartResults, type ChartBirthData, type ChartResultState, type ResultTab } from './components/ChartResults.tsx';
export { ChartHeader } from './components/ChartHeader.tsx';
export { CodesWheel } from './components/CodesWheel.tsx';
export { chartView, type ChartView } from './chart-view.ts';
export { PlanetsTable } from './components/PlanetsTable.tsx';
export { HousesTable } from './components/HousesTable.tsx';
export { AspectsList } from './components/AspectsList.tsx';
export { AspectGrid } from './components/AspectGrid.tsx';
export {
  houseNumberLongitudes, innerRings, labelWidthPx, layoutBodyLabels, pointAt, ringSectorPath,
  type BodyLabelInput, type BodyLabelPlacement, type BodyLabelRing, type Box, type WheelFrame,
} from './wheel-geometry.ts';
