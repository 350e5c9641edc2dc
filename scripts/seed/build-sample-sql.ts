import { insertStatements } from '../lib/sql.ts';
import { AD_COLUMNS, SAMPLE_ADS, SAMPLE_SPONSORS, SPONSOR_COLUMNS, SYNAGOGUE_COLUMNS, sampleSynagogueRows } from './sample-data.ts';
import { sampleScheduleSql } from './sample-schedules.ts';

/** The SQL that loads the sample listings (with their sample schedules), sponsors and ads into an empty database. */
export function buildSampleSql(): string {
  return [
    ...insertStatements('synagogues', SYNAGOGUE_COLUMNS, sampleSynagogueRows()),
    ...sampleScheduleSql(),
    ...insertStatements('sponsors', SPONSOR_COLUMNS, SAMPLE_SPONSORS),
    ...insertStatements('ads', AD_COLUMNS, SAMPLE_ADS),
  ].join('\n');
}
