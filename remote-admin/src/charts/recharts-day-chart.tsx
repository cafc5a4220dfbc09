import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDatum, ChartSeries } from './chart-types';

export interface RechartsDayChartProps {
  kind: 'bar' | 'line';
  stacked?: boolean;
  data: ChartDatum[];
  series: ChartSeries[];
  /** How a day reads on the axis and in the tooltip. */
  formatDate: (date: string) => string;
}

/**
 * The only module that imports recharts: loaded on demand (React.lazy in day-chart.tsx), so recharts
 * is a chunk of the admin remote that only its chart pages fetch. Hidden from assistive technology:
 * the figure's table says the same.
 */
export default function RechartsDayChart({ kind, stacked, data, series, formatDate }: RechartsDayChartProps) {
  const formatters = new Map(series.map((s) => [s.key, s.format]));
  // Nothing to draw: one tick, 0, on the floor (recharts would invent 0-4, which reads "€0.04" in cents).
  const allZero = data.every((d) => series.every((s) => !Number(d[s.key])));
  const axis = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={formatDate} minTickGap={16} fontSize={12} />
      <YAxis
        allowDecimals={false}
        width={64}
        fontSize={12}
        tickFormatter={(v: number) => series[0]?.format?.(v) ?? String(v)}
        {...(allZero && { domain: [0, 1], ticks: [0] })}
      />
      <Tooltip
        labelFormatter={(label) => formatDate(String(label))}
        formatter={(value, name, item) => [formatters.get(String(item.dataKey))?.(Number(value)) ?? String(value), name]}
      />
      <Legend />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={280}>
      {kind === 'bar' ? (
        <BarChart data={data}>
          {axis}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={stacked ? 'day' : undefined} isAnimationActive={false} />
          ))}
        </BarChart>
      ) : (
        <LineChart data={data}>
          {axis}
          {series.map((s) => (
            <Line key={s.key} dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} type="monotone" isAnimationActive={false} />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
