import { Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { CategoryPoint, DayPoint, ExamPoint } from './charts';

/*
 * The charts of the statistics page, each fetched (with the chart library) when first shown.
 * Every chart's figures are also on the page as text; the caption says what it draws.
 */

const charts = () => import('./charts');
const AnswersPerDay = lazy(() => charts().then((m) => ({ default: m.AnswersPerDayChart })));
const CategoryProgress = lazy(() => charts().then((m) => ({ default: m.CategoryProgressChart })));
const ExamErrors = lazy(() => charts().then((m) => ({ default: m.ExamErrorsChart })));

function Frame(props: { height: number; caption: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0 }}>
      <VisuallyHidden component="figcaption">{props.caption}</VisuallyHidden>
      <Suspense fallback={<Skeleton height={props.height} radius="md" />}>
        {props.children}
      </Suspense>
    </figure>
  );
}

export function AnswersPerDayChart(props: { data: DayPoint[]; caption: string }) {
  return (
    <Frame height={220} caption={props.caption}>
      <AnswersPerDay data={props.data} />
    </Frame>
  );
}

export function CategoryProgressChart(props: { data: CategoryPoint[]; caption: string }) {
  return (
    <Frame height={Math.max(160, props.data.length * 38)} caption={props.caption}>
      <CategoryProgress data={props.data} />
    </Frame>
  );
}

export function ExamErrorsChart(props: { data: ExamPoint[]; allowed: number; caption: string }) {
  return (
    <Frame height={200} caption={props.caption}>
      <ExamErrors data={props.data} allowed={props.allowed} />
    </Frame>
  );
}
