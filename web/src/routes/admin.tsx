export { AdminPage as default } from '../pages/AdminPage.tsx';
