/** The contract of one benchmark module: a title and the rows it prints. */
export interface BenchRow {
  label: string;
  /** Already formatted, with its unit (e.g. "12 345 charts/s", "×58.2"). */
  value: string;
}

export interface BenchModule {
  title: string;
  run(): Promise<BenchRow[]>;
}
