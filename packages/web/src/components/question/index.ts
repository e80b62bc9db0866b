export { AnswerButton, type AnswerState } from './answer-button';
export { QuestionPicture } from './question-picture';
