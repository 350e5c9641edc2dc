export { SearchPage as default } from '../pages/SearchPage.tsx';
