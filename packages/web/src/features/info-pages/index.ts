export { MarkdownView } from './markdown/markdown-view';
