export { CalendarPage as default } from '../pages/CalendarPage.tsx';
