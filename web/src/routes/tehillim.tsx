export { TehillimPage as default } from '../pages/TehillimPage.tsx';
