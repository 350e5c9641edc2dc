export { VerifyEmailPage as default } from '../pages/VerifyEmailPage.tsx';
