import type { Db } from './db.ts';
import type { PublicUser } from '#contract/auth.ts';

/** The Worker's bindings and variables (wrangler.toml), and the optional R2 S3 secrets. */
export interface Env {
  DB: D1Database;
  SESSIONS: KVNamespace;
  CACHE: KVNamespace;
  LOGOS: R2Bucket;
  /** Staged import answers (the OpenStreetMap import's worldwide Overpass answer). */
  IMPORTS: R2Bucket;
  ASSETS: Fetcher;
  ADMIN_EMAILS: string;
  PUBLIC_ORIGIN: string;
  IMPORT_SOURCES: string;
  OVERPASS_URL: string;
  SEFARIA_URL: string;
  /** Account mail (`[[send_email]]` in wrangler.toml): verification and password-reset links. */
  EMAIL: SendEmail;
  /** The From address of account mail. */
  MAIL_FROM: string;
  /** Per-IP rate limits (`[[ratelimits]]` in wrangler.toml); middleware/rate-limit.ts falls back to memory without them. */
  AUTH_RATE_LIMITER?: RateLimit;
  FORM_RATE_LIMITER?: RateLimit;
  /** "off" disables the rate limits, honoured only when PUBLIC_ORIGIN is plain http on loopback (browser tests). */
  RATE_LIMITS?: string;
  /** "on": admin routes need a session signed in with a passkey (wrangler.toml; local runs and tests set "off"). */
  ADMIN_REQUIRE_PASSKEY?: string;
  /** "off" leaves the edge cache out of reads (the bench measures the Worker's own work). */
  EDGE_CACHE?: string;
  R2_ACCOUNT_ID?: string;
  R2_ACCESS_KEY_ID?: string;
  R2_SECRET_ACCESS_KEY?: string;
  R2_BUCKET?: string;
}

/** The parts of the public data that change apart: the listings and everything derived from them, and sponsors and ads. */
export type PublicDataGroup = 'directory' | 'promotions';

export interface AppVariables {
  /** Drizzle over this request's D1 session (middleware/d1-session.ts). */
  db: Db;
  d1Session: D1DatabaseSession;
  /** The signed-in user, or null; set by the session middleware. */
  user: PublicUser | null;
  /** This request's session (set with `user`): its public id (null for sessions older than the index) and how it signed in. */
  session: { publicId: string | null; passkey: boolean } | null;
  /** Set by `changesPublic` on routes whose success changes public data: the edge cache group to move. */
  publicChange?: PublicDataGroup;
}

export type AppEnv = { Bindings: Env; Variables: AppVariables };
