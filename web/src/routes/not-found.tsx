export { NotFoundPage as default } from '../pages/NotFoundPage.tsx';
