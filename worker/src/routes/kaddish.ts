// The year of Kaddish: its dates for anyone (no data kept), and, for a signed-in mourner who
// saves it, the saved plan with its reminders, private feed and one-click unsubscribe.
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { idParam } from '#contract/fields.ts';
import { kaddishPlanInput, kaddishPlanPatch, kaddishTokenParam, yahrzeitQuery, type KaddishPlan } from '#contract/kaddish.ts';
import { languageQuery } from '#contract/language.ts';
import { z } from '#contract/zod.ts';
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '#domain/languages.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, said } from '../errors.ts';
import { translator } from '../i18n/translate.ts';
import { requestLocale } from '../middleware/language.ts';
import { requireUser } from '../middleware/session.ts';
import { validate } from '../middleware/validate.ts';
import { kaddishFeed } from '../services/kaddish/feed.ts';
import { createPlan, deletePlan, listPlans, planByFeedToken, toKaddishPlan, unsubscribe, updatePlan } from '../services/kaddish/plans.ts';
import { yearOfKaddish } from '../services/kaddish/year-of-kaddish.ts';

const origin = (c: Context<AppEnv>) => c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin;
const today = () => new Date().toISOString().slice(0, 10);

/** `lang`: the account's language, which the reminder mail's link names; absent, the browser's (Accept-Language). */
const unsubscribeQuery = z.object({ token: kaddishTokenParam.shape.token, lang: languageQuery.shape.lang.unwrap().optional() });
const feedParam = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Unknown or revoked address' }) });

/** A small page in the site's own words, in `lang`: the link is opened from a mail, outside the app. */
const page = (lang: Locale, title: string, body: ReturnType<typeof html>) =>
  html`<!doctype html>
    <html lang="${lang}" dir="${RTL_LOCALES.has(lang) ? 'rtl' : 'ltr'}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem">
        <h1 style="font-size:1.4rem">${title}</h1>
        ${body}
      </body>
    </html>`;

export const kaddishRoutes = new Hono<AppEnv>()
  .get('/yahrzeit', validate('query', yahrzeitQuery), (c) => {
    const q = c.req.valid('query');
    const death = q.date !== undefined ? { date: q.date, afterSunset: q.afterSunset } : { hy: q.hy!, hm: q.hm!, hd: q.hd! };
    return c.json(yearOfKaddish(death, q.from ?? today(), q.years));
  })
  .get('/account/kaddish', requireUser, async (c) => {
    const rows = await listPlans(c.var.db, c.var.user!.id);
    return c.json(rows.map((r): KaddishPlan => toKaddishPlan(r, origin(c))));
  })
  .post('/account/kaddish', requireUser, validate('json', kaddishPlanInput), async (c) => {
    const row = await createPlan(c.var.db, c.var.user!.id, c.req.valid('json'));
    return c.json(toKaddishPlan(row, origin(c)), 201);
  })
  .patch('/account/kaddish/:id{[0-9]+}', requireUser, validate('param', idParam), validate('json', kaddishPlanPatch), async (c) => {
    const row = await updatePlan(c.var.db, c.var.user!.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(toKaddishPlan(row, origin(c)));
  })
  .delete('/account/kaddish/:id{[0-9]+}', requireUser, validate('param', idParam), async (c) => {
    await deletePlan(c.var.db, c.var.user!.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .get('/kaddish/unsubscribe', validate('query', unsubscribeQuery), (c) => {
    const { token, lang = requestLocale(c) } = c.req.valid('query');
    const t = translator(lang);
    const action = new URLSearchParams({ token, ...(lang === DEFAULT_LOCALE ? {} : { lang }) });
    // A GET changes nothing: mail scanners open links. The button posts.
    return c.html(
      page(
        lang,
        t('pages.kaddishStop.title'),
        html`<form method="post" action="/api/kaddish/unsubscribe?${action.toString()}">
          <p>${t('pages.kaddishStop.text')}</p>
          <button type="submit" style="font-size:1rem;padding:0.5rem 1rem">${t('pages.kaddishStop.button')}</button>
        </form>`,
      ),
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .post('/kaddish/unsubscribe', validate('query', unsubscribeQuery), async (c) => {
    const { token, lang = requestLocale(c) } = c.req.valid('query');
    const found = await unsubscribe(c.var.db, token);
    if (!found) throw new ApiError(404, said('errors.feedAddressUnknown'));
    const t = translator(lang);
    return c.html(page(lang, t('pages.kaddishStopped.title'), html`<p>${t('pages.kaddishStopped.text')}</p>`), 200, {
      'Cache-Control': 'no-store',
    });
  })
  .get('/kaddish/:file', validate('param', feedParam), validate('query', languageQuery), async (c) => {
    const token = c.req.valid('param').file.slice(0, -'.ics'.length);
    const plan = await planByFeedToken(c.var.db, token);
    if (!plan) throw new ApiError(404, said('errors.feedAddressUnknown'));
    return c.body(kaddishFeed(plan, today(), origin(c), c.req.valid('query').lang), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="yahrzeit.ics"',
      // Private: the address is the only key, so no shared cache may keep it.
      'cache-control': 'private, max-age=3600',
    });
  });
