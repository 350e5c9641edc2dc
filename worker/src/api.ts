// Every /api route in one chain, so that `AppType` carries each path with its inputs and
// answers: the web calls the API through hono/client with this type (docs/api.md: The typed client).
import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { accountRoutes } from './routes/account.ts';
import { adRoutes } from './routes/ads.ts';
import { authRoutes } from './routes/auth.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { cityPageRoutes } from './routes/city-pages.ts';
import { scheduleRoutes } from './routes/embed.ts';
import { jobRoutes } from './routes/jobs.ts';
import { kaddishRoutes } from './routes/kaddish.ts';
import { managerRoutes } from './routes/managers.ts';
import { minyanRuleRoutes } from './routes/minyan-rules.ts';
import { minyanRoutes } from './routes/minyanim.ts';
import { objectRoutes } from './routes/objects.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { placeRoutes } from './routes/places.ts';
import { savedTripRoutes } from './routes/saved-trips.ts';
import { savedListingRoutes } from './routes/saved-listings.ts';
import { sponsorSubmissionRoutes } from './routes/sponsor-submissions.ts';
import { sponsorRoutes } from './routes/sponsors.ts';
import { statsRoutes } from './routes/stats.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { synagogueRoutes } from './routes/synagogues.ts';
import { textRoutes } from './routes/texts.ts';
import { tripRoutes } from './routes/trips.ts';
import { uploadRoutes } from './routes/uploads.ts';

export const apiRoutes = new Hono<AppEnv>()
  .basePath('/api')
  .get('/health', (c) => c.json({ ok: true }))
  .route('/', authRoutes)
  .route('/', accountRoutes)
  .route('/', passkeyRoutes)
  .route('/', synagogueRoutes)
  .route('/', textRoutes)
  .route('/', placeRoutes)
  .route('/', calendarRoutes)
  .route('/', kaddishRoutes)
  .route('/', tripRoutes)
  .route('/', savedTripRoutes)
  .route('/', submissionRoutes)
  .route('/', sponsorRoutes)
  .route('/', adRoutes)
  .route('/', sponsorSubmissionRoutes)
  .route('/', statsRoutes)
  .route('/', minyanRoutes)
  .route('/', minyanRuleRoutes)
  .route('/', managerRoutes)
  .route('/', scheduleRoutes)
  .route('/', objectRoutes)
  .route('/', uploadRoutes)
  .route('/', jobRoutes)
  .route('/', cityPageRoutes)
  .route('/', savedListingRoutes);

/** The API's contract: `hc<AppType>` (hono/client) types every call the web makes. */
export type AppType = typeof apiRoutes;
