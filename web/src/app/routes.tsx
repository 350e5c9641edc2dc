import type { RouteObject } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

// One lazily loaded module per route (docs/product-rules.md: Screens and routes), so `/` never loads another page's code.
// Pages render inside a pathless route with its own error boundary, so a crashing page keeps
// the header and footer; the outer boundary catches a crash of the layout itself. No fallback
// is needed while the first page's module loads: main.tsx renders only once it is in, and until
// then the HTML (a prerendered page, or the shell's header and footer) is on screen.
//
// The same routes render in the browser (main.tsx) and at build time (web/src/prerender), which
// is why this module creates no router itself.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('../pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })) },
          { path: 'search', lazy: () => import('../pages/SearchPage.tsx').then((m) => ({ Component: m.SearchPage })) },
          { path: 'shul/:id', lazy: () => import('../pages/ShulPage.tsx').then((m) => ({ Component: m.ShulPage })) },
          { path: 'calendar', lazy: () => import('../pages/CalendarPage.tsx').then((m) => ({ Component: m.CalendarPage })) },
          { path: 'tefillah', lazy: () => import('../pages/TefillahPage.tsx').then((m) => ({ Component: m.TefillahPage })) },
          { path: 'siddur', lazy: () => import('../pages/SiddurPage.tsx').then((m) => ({ Component: m.SiddurPage })) },
          { path: 'parsha', lazy: () => import('../pages/ParshaPage.tsx').then((m) => ({ Component: m.ParshaPage })) },
          { path: 'learn', lazy: () => import('../pages/LearnPage.tsx').then((m) => ({ Component: m.LearnPage })) },
          { path: 'tehillim', lazy: () => import('../pages/TehillimPage.tsx').then((m) => ({ Component: m.TehillimPage })) },
          { path: 'sponsor', lazy: () => import('../pages/SponsorPage.tsx').then((m) => ({ Component: m.SponsorPage })) },
          { path: 'manage', lazy: () => import('../pages/ManagePage.tsx').then((m) => ({ Component: m.ManagePage })) },
          { path: 'manage/:id', lazy: () => import('../pages/ManageShulPage.tsx').then((m) => ({ Component: m.ManageShulPage })) },
          { path: 'admin', lazy: () => import('../pages/AdminPage.tsx').then((m) => ({ Component: m.AdminPage })) },
          { path: 'auth', lazy: () => import('../pages/AuthPage.tsx').then((m) => ({ Component: m.AuthPage })) },
          { path: 'auth/verify', lazy: () => import('../pages/VerifyEmailPage.tsx').then((m) => ({ Component: m.VerifyEmailPage })) },
          { path: 'auth/reset', lazy: () => import('../pages/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })) },
          { path: 'login', lazy: () => import('../pages/AuthPage.tsx').then((m) => ({ Component: m.AuthPage })) },
          { path: '*', lazy: () => import('../pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];
