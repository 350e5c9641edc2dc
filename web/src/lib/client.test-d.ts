// Drift between the web and the API is a compile error: `npm run typecheck` checks this file
// (web/tsconfig.json includes web/src), and each `@ts-expect-error` fails the check if the
// call below it ever compiles.
import type { PublicUser } from '#contract/auth.ts';
import { answer, client, read } from './client.ts';

export async function driftIsCaught() {
  // @ts-expect-error: no such route.
  await client.api.usr.$get();
  // @ts-expect-error: /api/login takes { email, password }, not a username.
  await client.api.login.$post({ json: { username: 'a', password: 'b' } });
  // @ts-expect-error: /api/texts/siddur-parts needs its query.
  read(client.api.texts['siddur-parts'], {});
  // @ts-expect-error: a listing's id is a path parameter, not a query.
  read(client.api.synagogues[':id{[0-9]+}'], { query: { id: '1' } });

  // The answer is the route's: a field it does not have is an error.
  const user: PublicUser = await answer(client.api.login.$post({ json: { email: 'a@example.com', password: 'b' } }));
  const verified = await answer(client.api['verify-email'].$post({ json: { token: 't' } }));
  // @ts-expect-error: the answer has no `token`.
  void verified.token;
  return user;
}
