export { NotFound as NotFoundPage } from '../../components/ui/not-found';
