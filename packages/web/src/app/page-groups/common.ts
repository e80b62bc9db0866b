import '../../styles/all-styles';
export { NotFound as NotFoundPage } from '../../components/ui/not-found';
