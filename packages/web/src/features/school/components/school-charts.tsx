import '@mantine/charts/styles.layer.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';

/*
 * The school statistics' charts, in a module of their own: fetched only when a chart is on
 * screen, with the chart library (the `charts` chunk the student's statistics also use).
 */

export interface OutcomePoint {
  name: string;
  value: number;
  color: string;
}

/** The archived students by the attempt they passed at. */
export function OutcomeChart({ data }: { data: OutcomePoint[] }) {
  return (
    <DonutChart
      data={data}
      size={180}
      thickness={28}
      withLabelsLine={false}
      withLabels
      tooltipDataSource="segment"
      mx="auto"
    />
  );
}

export interface TestTypePoint {
  type: string;
  right: number;
  wrong: number;
}

/** Answers in each type of test, right and wrong stacked. */
export function TestTypeChart({ data }: { data: TestTypePoint[] }) {
  const { t } = useTranslation();
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="type"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      gridAxis="x"
      tickLine="none"
      // Counts of answers: whole numbers on the axis.
      yAxisProps={{ allowDecimals: false }}
      series={[
        { name: 'right', label: t('stats.right'), color: 'teal.6' },
        { name: 'wrong', label: t('stats.wrong'), color: 'red.5' },
      ]}
    />
  );
}
