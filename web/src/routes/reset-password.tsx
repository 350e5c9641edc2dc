export { ResetPasswordPage as default } from '../pages/ResetPasswordPage.tsx';
