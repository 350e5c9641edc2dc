export { LearnPage as default } from '../pages/LearnPage.tsx';
