export { ShulPage as default } from '../pages/ShulPage.tsx';
