// Which runner does a job's work: geocoding, or an import from its source.
import type { JobRow } from '#db/tables.ts';
import { geocodeRunner } from '../places/geocode.ts';
import { overpassRunner } from '../importers/overpass.ts';
import { partnerFeedRunner } from '../importers/partner-feed.ts';
import type { RunnerFactory } from './engine.ts';
import type { JobRunner, RunnerDeps } from './runner-contract.ts';

const IMPORTERS: Record<string, (deps: RunnerDeps) => JobRunner> = {
  osm: overpassRunner,
  partner: partnerFeedRunner,
};

/** A fresh runner per job per invocation (runners keep fetched data for the invocation only). */
export const runnersFor =
  (deps: RunnerDeps): RunnerFactory =>
  (job: JobRow) => {
    if (job.kind === 'geocode') return geocodeRunner(deps);
    const importer = job.source ? IMPORTERS[job.source] : undefined;
    if (!importer) throw new Error(`No importer for source "${job.source ?? ''}"`);
    return importer(deps);
  };
