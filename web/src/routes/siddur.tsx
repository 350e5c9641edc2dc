export { SiddurPage as default } from '../pages/SiddurPage.tsx';
