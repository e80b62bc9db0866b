import '../../styles/all-styles';
export { StudentStatsPage } from '../../features/statistics/components/statistics-page';
export { ExamReviewPage } from '../../features/practice/components/exam-review-page';
