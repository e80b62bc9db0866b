import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/*
 * The statistics charts, in a module of their own: it is fetched only when a chart is on
 * screen, and brings the `charts` chunk (recharts) with it.
 */

export interface DayPoint {
  /** Short date label, e.g. "14/3". */
  label: string;
  right: number;
  wrong: number;
}

/** Answers per day, right and wrong stacked. */
export function AnswersPerDayChart({ data }: { data: DayPoint[] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="label"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      gridAxis="x"
      tickLine="none"
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 12 }}
      // Counts of answers: whole numbers on the axis, never 0.75.
      yAxisProps={{ allowDecimals: false }}
      series={[
        { name: 'right', label: t('stats.right'), color: 'teal.6' },
        { name: 'wrong', label: t('stats.wrong'), color: 'red.5' },
      ]}
    />
  );
}

export interface CategoryPoint {
  name: string;
  progress: number;
}

/** Progress per category, as horizontal bars (0–100%). */
export function CategoryProgressChart({ data }: { data: CategoryPoint[] }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 62em)');
  const width = narrow ? 150 : 240;
  const maxChars = narrow ? 20 : 34;
  return (
    <BarChart
      h={Math.max(160, data.length * 38)}
      data={data}
      dataKey="name"
      orientation="vertical"
      gridAxis="y"
      tickLine="none"
      valueFormatter={(v) => `${v}%`}
      xAxisProps={{ domain: [0, 100], tickFormatter: (v: number) => `${v}%` }}
      yAxisProps={{
        width,
        tickFormatter: (v: string) => (v.length > maxChars ? `${v.slice(0, maxChars - 1)}…` : v),
      }}
      series={[{ name: 'progress', label: t('stats.progress'), color: 'kokpit.6' }]}
    />
  );
}

export interface ExamPoint {
  label: string;
  errors: number;
}

/** Errors in each ministry simulation, with the line of the errors allowed. */
export function ExamErrorsChart({ data, allowed }: { data: ExamPoint[]; allowed: number }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={200}
      data={data}
      dataKey="label"
      gridAxis="x"
      tickLine="none"
      // Errors are whole: no 0.75 on the axis (with a comma in el, a dot in en).
      yAxisProps={{ allowDecimals: false }}
      referenceLines={[
        { y: allowed, label: t('stats.allowedLine', { n: allowed }), color: 'red.6' },
      ]}
      series={[{ name: 'errors', label: t('stats.errors'), color: 'kokpit.6' }]}
      getBarColor={(value) => (value <= allowed ? 'teal.6' : 'red.5')}
    />
  );
}
