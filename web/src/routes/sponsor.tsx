export { SponsorPage as default } from '../pages/SponsorPage.tsx';
