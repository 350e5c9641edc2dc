import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { PAGE_ROUTES } from '#domain/page-routes.ts';

// One route module per page (docs/product-rules.md: Screens and routes), each its own chunk, so
// `/` never loads another page's code. The pages are listed once, in #domain/page-routes.ts, which
// the Worker reads too (an address that is no page answers 404). Every page sits under an optional
// language prefix (routes/language.tsx): /search in English, /he/search in Hebrew
// (docs/translating.md). The root route (root.tsx) holds the frame and the error boundary, so a
// crashing page keeps the header and footer.
export default [
  route(':lang?', 'routes/language.tsx', [
    ...PAGE_ROUTES.map(({ path, file, id }) => (path === '' ? index(file) : route(path, file, id ? { id } : {}))),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
