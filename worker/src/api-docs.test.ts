// docs/api.md is written by hand; this keeps it honest. Like the route audit
// (admin-routes.test.ts), it reads the app's own route table, so a route added, renamed or
// removed later fails here until docs/api.md says so, without anyone remembering to check.
import { describe, expect, it } from 'vitest';
// Read as text through Vite's module loader: workerd itself cannot read the project's files.
import apiDoc from '../../docs/api.md?raw';
import { app } from './app.ts';

/** A route as the docs write it: `/api/synagogues/:id{[0-9]+}` → `/api/synagogues/:id`. */
const withoutPatterns = (path: string) => path.replace(/(:\w+)\{[^}]*\}/g, '$1');

/** Every `METHOD /path` the app answers. `ALL` entries are middleware (`use`), not routes. */
function served(routes: { method: string; path: string }[]): string[] {
  return [...new Set(routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${withoutPatterns(r.path)}`))].sort();
}

/** Every `METHOD /path` docs/api.md names: table rows whose first two cells are a method and a path in backticks. */
function documented(markdown: string): string[] {
  const rows = markdown.matchAll(/^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`\s]+)`\s*\|/gm);
  return [...new Set([...rows].map(([, method, path]) => `${method} ${path}`))].sort();
}

describe('docs/api.md lists every API route', () => {
  const inApp = served(app.routes);
  const inDoc = documented(apiDoc);

  it('reads route templates and table rows as the comparison needs', () => {
    expect(withoutPatterns('/api/x/:id{[0-9]+}/y/:key{.+}')).toBe('/api/x/:id/y/:key');
    const table = [
      { method: 'ALL', path: '/api/*' },
      { method: 'GET', path: '/api/x/:id{[0-9]+}' },
      { method: 'GET', path: '/api/x/:id' },
    ];
    expect(served(table)).toEqual(['GET /api/x/:id']);
    const markdown =
      '| method | path |\n| --- | --- |\n| GET | `/api/x/:id` | anyone | one |\n| POST | `/api/x` | admin | add |\nGET `/api/y` in prose';
    expect(documented(markdown)).toEqual(['GET /api/x/:id', 'POST /api/x']);
  });

  it('documents every route the app serves', () => {
    expect(inApp.length).toBeGreaterThan(50);
    expect(inApp.filter((route) => !inDoc.includes(route))).toEqual([]);
  });

  it('documents no route the app does not serve', () => {
    expect(inDoc.filter((route) => !inApp.includes(route))).toEqual([]);
  });
});
