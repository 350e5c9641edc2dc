export { TefillahPage as default } from '../pages/TefillahPage.tsx';
