export { AuthPage as default } from '../pages/AuthPage.tsx';
