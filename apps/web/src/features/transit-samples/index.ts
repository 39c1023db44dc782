/** The transit test pages' samples and choices, public face (app/ imports only this): period and filters, the sample data set, the heat map and the plan of /testing/transits-table. */
export { AspectFilter } from './components/AspectFilter.tsx';
export { PeriodPicker } from './components/PeriodPicker.tsx';
export { PlanetFilter } from './components/PlanetFilter.tsx';
export { SampleTransitsTable } from './components/SampleTransitsTable.tsx';
export { TransitHeatMap } from './components/TransitHeatMap.tsx';
export { heatGrid } from './heat-grid.ts';
export { defaultPeriodChoice, localYearMonth, periodRange, yearChoices, type PeriodChoice } from './period.ts';
export { sampleRecords } from './sample-records.ts';
export { generateMockTransits, loadSampleTransits, SAMPLE_ITEM_COUNT } from './sample-transits.ts';
export { ASPECT_OPTIONS, DEFAULT_ASPECTS, DEFAULT_PLANETS, inOptionOrder, PLANET_OPTIONS } from './selection.ts';
export { loadFailureText, transitsPlan } from './transits-plan.ts';
