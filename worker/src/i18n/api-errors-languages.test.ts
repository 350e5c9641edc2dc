// The errors the services throw, answered in the request's language with the same status and
// `errors` keys: a record not found, one field, a service's own check, an upstream failure.
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#contract/field-errors.ts';
import { adminCookie } from '../../test/auth.ts';
import { api, json } from '../../test/helpers.ts';

const LANGUAGES = ['en', 'he', 'fr', 'es', 'ru'] as const;
const HEBREW = /[\u0590-\u05FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** The same request in each language: statuses, bodies. */
async function inEachLanguage(path: string, init: Parameters<typeof api>[1] = {}) {
  const answers = await Promise.all(
    LANGUAGES.map(async (language) => {
      const res = await api(path, { ...init, headers: { ...init.headers, 'accept-language': language } });
      return { status: res.status, body: await json<ApiErrorBody>(res) };
    }),
  );
  return { statuses: answers.map((a) => a.status), bodies: answers.map((a) => a.body) };
}

describe("the services' errors in the request's language", () => {
  it('says a missing record in each language', async () => {
    const cookie = await adminCookie();
    const { statuses, bodies } = await inEachLanguage('/api/sponsors/987654', { method: 'DELETE', cookie });
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(bodies.map((b) => b.message)).toEqual([
      'Sponsor not found',
      'התומך לא נמצא',
      'Sponsor introuvable',
      'Patrocinador no encontrado',
      'Спонсор не найден',
    ]);
  });

  it('names one field as validation does, with the same key in every language', async () => {
    const { statuses, bodies } = await inEachLanguage('/api/yahrzeit?hy=5786&hm=13&hd=1');
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    for (const body of bodies) expect(Object.keys(body.errors!)).toEqual(['hm']);
    expect(bodies[0]).toEqual({ message: 'hm: 5786 has no Adar II', errors: { hm: '5786 has no Adar II' } });
    expect(bodies[1]!.errors!.hm).toMatch(HEBREW);
    expect(bodies[4]!.message).toMatch(/^hm: .*второго адара/);
  });

  it('words a trip’s checks by their kind: a stop that begins before the last one ends', async () => {
    const stops = [
      { place: 2988507, from: '2026-12-08T10:00', to: '2026-12-10T12:00' },
      { place: 2643743, from: '2026-12-09T16:00', to: '2026-12-14T09:00' },
    ];
    const { statuses, bodies } = await inEachLanguage('/api/trips/plan', { method: 'POST', json: { stops } });
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    for (const body of bodies) expect(Object.keys(body.errors!)).toEqual(['stops.1.from']);
    expect(bodies.map((b) => b.errors!['stops.1.from'])).toEqual([
      'A stop must begin once the one before it ends',
      'תחנה צריכה להתחיל אחרי שהתחנה שלפניה מסתיימת',
      'Une étape doit commencer après la fin de la précédente',
      'Una parada debe empezar cuando termina la anterior',
      'Остановка должна начинаться после окончания предыдущей',
    ]);
  });

  it('says a place the gazetteer does not know in each language, naming the field', async () => {
    const { statuses, bodies } = await inEachLanguage('/api/texts/today?place=999999999&at=2026-12-11T05:00:00Z');
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    expect(bodies[0]).toEqual({
      message: 'place: No place with geonameid 999999999.',
      errors: { place: 'No place with geonameid 999999999.' },
    });
    expect(bodies[1]!.errors!.place).toMatch(HEBREW);
    expect(bodies[4]!.errors!.place).toMatch(CYRILLIC);
  });
});
