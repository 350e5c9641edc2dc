// The words for the codes of the data model (nusach `ashkenaz`, zman `tzeit85deg`, day
// `erev_shabbat`, statuses, roles, change-log fields…): each enum value has its message
// `codes.<group>.<value>` in messages/codes. The check below makes a value without words a type
// error, so a new enum value cannot reach a screen as a raw code.
import type {
  AdPlacement,
  AdType,
  ChangeActor,
  ImportChange,
  JobStatus,
  MinyanDay,
  Nusach,
  ReviewStatus,
  Role,
  Rounding,
  SponsorshipLevel,
  SubmissionType,
  Tefillah,
  TimesSource,
} from '#domain/enums.ts';
import type { ZmanKey } from '#domain/zmanim-keys.ts';
import type { Translate } from './I18nProvider.tsx';
import type { MessageId } from './ids.ts';

/** The fields a change-log entry can name: a listing's, a minyan rule's and an announcement's. */
export const CHANGE_LOG_FIELDS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
  'phone',
  'website',
  'nusach',
  'minyanTimes',
  'notes',
  'hasWheelchairAccess',
  'hasMikve',
  'hasParking',
  'hasYouthPrograms',
  'isActive',
  'tefillah',
  'days',
  'time',
  'zman',
  'offsetMinutes',
  'rounding',
  'validFrom',
  'validUntil',
  'date',
  'language',
  'source',
  'text',
  'startDate',
  'endDate',
] as const;
export type ChangeLogField = (typeof CHANGE_LOG_FIELDS)[number];

/** Each group of codes and the values it has words for. */
export interface CodeGroups {
  nusach: Nusach;
  tefillah: Tefillah;
  day: MinyanDay;
  zman: ZmanKey;
  rounding: Rounding;
  reviewStatus: ReviewStatus;
  submissionType: SubmissionType;
  role: Role;
  sponsorshipLevel: SponsorshipLevel;
  adType: AdType;
  adPlacement: AdPlacement;
  jobStatus: JobStatus;
  importChange: ImportChange;
  timesSource: TimesSource;
  changeActor: ChangeActor;
  field: ChangeLogField;
}
export type CodeGroup = keyof CodeGroups;

type CodeIds = { [G in CodeGroup]: `codes.${G}.${CodeGroups[G]}` }[CodeGroup];
/** `true` only while every value of every group has its message (ids.ts types them from codes/en.json). */
type EveryCodeHasWords = [Exclude<CodeIds, MessageId>] extends [never] ? true : Exclude<CodeIds, MessageId>;
const everyCodeHasWords: EveryCodeHasWords = true;
void everyCodeHasWords;

/** The message id of a code: ('zman', 'tzeit85deg') → 'codes.zman.tzeit85deg'. */
export function codeId<G extends CodeGroup>(group: G, value: CodeGroups[G]): MessageId {
  return `codes.${group}.${value}` as MessageId;
}

/** A code in words, in the page's language. */
export function codeWord<G extends CodeGroup>(t: Translate, group: G, value: CodeGroups[G]): string {
  return t(codeId(group, value));
}

/** A select's options for an enum: the code as the value, its words as the label. */
export function codeOptions<G extends CodeGroup>(t: Translate, group: G, values: readonly CodeGroups[G][]) {
  return values.map((value) => ({ value: value as string, label: codeWord(t, group, value) }));
}

/** Whether a string read from stored data is a value of the group (data may be older or newer than the code). */
export function isCode<V extends string>(values: readonly V[], value: unknown): value is V {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
