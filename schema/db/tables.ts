// The D1 data model, one module per concern; drizzle-kit reads this file (drizzle.config.ts), and the
// Worker's queries import the tables from here.
export * from './accounts.ts';
export * from './listings.ts';
export * from './submissions.ts';
export * from './sponsors.ts';
export * from './places.ts';
export * from './jobs.ts';
export * from './minyanim.ts';
export * from './management.ts';
export * from './sql.ts';
export * from './kaddish.ts';
export * from './trips.ts';
export * from './saved-listings.ts';
