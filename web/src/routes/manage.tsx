export { ManagePage as default } from '../pages/ManagePage.tsx';
