import { index, route, type RouteConfig } from '@react-router/dev/routes';

// One route module per page (docs/product-rules.md: Screens and routes), each its own chunk, so
// `/` never loads another page's code. Every page sits under an optional language prefix
// (routes/language.tsx): /search in English, /he/search in Hebrew (docs/translating.md). The root route (root.tsx) holds the frame and the error
// boundary, so a crashing page keeps the header and footer.
export default [
  route(':lang?', 'routes/language.tsx', [
    index('routes/home.tsx'),
    route('search', 'routes/search.tsx'),
    route('shul/:id', 'routes/shul.tsx'),
    route('calendar', 'routes/calendar.tsx'),
    route('tefillah', 'routes/tefillah.tsx'),
    route('siddur', 'routes/siddur.tsx'),
    route('parsha', 'routes/parsha.tsx'),
    route('learn', 'routes/learn.tsx'),
    route('tehillim', 'routes/tehillim.tsx'),
    route('trip', 'routes/trip.tsx'),
    route('kaddish', 'routes/kaddish.tsx'),
    route('sponsor', 'routes/sponsor.tsx'),
    route('manage', 'routes/manage.tsx'),
    route('manage/:id', 'routes/manage-shul.tsx'),
    route('admin', 'routes/admin.tsx'),
    route('account', 'routes/account.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('offline', 'routes/offline.tsx'),
    route('auth', 'routes/auth.tsx', { id: 'auth' }),
    route('auth/verify', 'routes/verify-email.tsx'),
    route('auth/reset', 'routes/reset-password.tsx'),
    route('login', 'routes/auth.tsx', { id: 'login' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
