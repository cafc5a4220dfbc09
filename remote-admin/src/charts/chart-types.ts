/** One series of a chart by day: the field it reads, its label, its colour and how its values read. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  format?: (value: number) => string;
}

/** One point per Paris day: the date (YYYY-MM-DD) and a number per series key. */
export type ChartDatum = { date: string } & Record<string, number | string>;

/**
 * Colours told apart with any colour vision (Okabe–Ito), each at least 3:1 against white. The chart is
 * never the only way to read the figures: its table says the same.
 */
export const CHART_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8A6D00', '#56B4E9', '#7A7A7A', '#000000'] as const;
