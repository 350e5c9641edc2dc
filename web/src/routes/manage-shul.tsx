export { ManageShulPage as default } from '../pages/ManageShulPage.tsx';
