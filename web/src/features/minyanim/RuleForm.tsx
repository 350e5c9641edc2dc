import { Button, Fieldset, HStack, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ZMANIM_KEYS } from '#contract/calendar.ts';
import { DAY_CLASSES, ROUNDINGS, TEFILLOT, WEEKDAYS, type MinyanDay } from '#domain/enums.ts';
import { DAY_LABELS, MAX_OFFSET_MINUTES, ROUNDING_LABELS, TEFILLAH_LABELS, ZMAN_LABELS } from '#domain/minyan-format.ts';
import { CheckboxField, SelectField, TextField } from '../forms/fields.tsx';
import type { FieldErrors } from '../forms/useZodForm.ts';
import type { RuleDraft, RuleKind, RuleScope } from './ruleDraft.ts';

const TEFILLAH_OPTIONS = TEFILLOT.map((t) => ({ value: t, label: TEFILLAH_LABELS[t] }));
const ZMAN_OPTIONS = ZMANIM_KEYS.map((z) => ({ value: z, label: ZMAN_LABELS[z] }));
const ROUNDING_OPTIONS = ROUNDINGS.map((r) => ({ value: r, label: ROUNDING_LABELS[r] }));

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{label}</Fieldset.Legend>
      <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value as T)} size="sm">
        <HStack gap="4" wrap="wrap" mt="1">
          {options.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}

function DayBoxes({
  legend,
  days,
  selected,
  onToggle,
}: {
  legend: string;
  days: readonly MinyanDay[];
  selected: MinyanDay[];
  onToggle: (d: MinyanDay, on: boolean) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{legend}</Fieldset.Legend>
      <HStack gap="4" wrap="wrap" mt="1">
        {days.map((d) => (
          <CheckboxField
            key={d}
            name={`day-${d}`}
            label={DAY_LABELS[d]}
            checked={selected.includes(d)}
            onChange={(on) => onToggle(d, on)}
          />
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

interface RuleFieldsProps {
  draft: RuleDraft;
  errors: FieldErrors;
  onChange: <K extends keyof RuleDraft>(name: K, value: RuleDraft[K]) => void;
  /**
   * A visitor's proposal: only what a visitor knows (tefillah, days, a fixed time or a zman with
   * an offset); no exceptions, rounding, validity, notes or language.
   */
  simple?: boolean;
}

/** The fields of one minyan rule: which tefillah, when it starts (a clock time or a zman ± minutes), on which days or date. */
export function RuleFields({ draft, errors, onChange, simple = false }: RuleFieldsProps): ReactNode {
  const toggleDay = (d: MinyanDay, on: boolean) => onChange('days', on ? [...draft.days, d] : draft.days.filter((x) => x !== d));
  const kinds: { value: RuleKind; label: string }[] = [
    { value: 'time', label: 'Fixed time' },
    { value: 'zman', label: 'Relative to a zman' },
  ];
  if (draft.scope === 'date') kinds.push({ value: 'none', label: 'No minyan that day' });
  const scopes: { value: RuleScope; label: string }[] = [
    { value: 'days', label: 'On days of the week' },
    { value: 'date', label: 'On one date (exception)' },
  ];
  const tefillah = (
    <SelectField
      label="Tefillah"
      name="tefillah"
      required
      value={draft.tefillah}
      error={errors.tefillah}
      options={TEFILLAH_OPTIONS}
      onChange={(v) => onChange('tefillah', v as RuleDraft['tefillah'])}
    />
  );
  const days = (
    <>
      <DayBoxes legend="Days of the week" days={WEEKDAYS} selected={draft.days} onToggle={toggleDay} />
      <DayBoxes legend="Day classes" days={DAY_CLASSES} selected={draft.days} onToggle={toggleDay} />
      {errors.days && (
        <Stack color="fg.error" fontSize="sm" role="alert">
          {errors.days}
        </Stack>
      )}
    </>
  );

  return (
    <Stack gap="5">
      {simple ? (
        tefillah
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {tefillah}
          <SelectField
            label="Rounding"
            name="rounding"
            value={draft.rounding}
            error={errors.rounding}
            options={ROUNDING_OPTIONS}
            onChange={(v) => onChange('rounding', v as RuleDraft['rounding'])}
          />
        </SimpleGrid>
      )}

      {simple ? (
        <Stack gap="3">{days}</Stack>
      ) : (
        <>
          <Choice
            label="Applies"
            value={draft.scope}
            options={scopes}
            onChange={(v) => {
              onChange('scope', v);
              if (v === 'days' && draft.kind === 'none') onChange('kind', 'time');
            }}
          />
          {draft.scope === 'days' ? (
            <Stack gap="3">
              {days}
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField
                  label="Valid from"
                  name="validFrom"
                  type="date"
                  value={draft.validFrom}
                  error={errors.validFrom}
                  onChange={(v) => onChange('validFrom', v)}
                />
                <TextField
                  label="Valid until"
                  name="validUntil"
                  type="date"
                  value={draft.validUntil}
                  error={errors.validUntil}
                  onChange={(v) => onChange('validUntil', v)}
                />
              </SimpleGrid>
            </Stack>
          ) : (
            <TextField
              label="Date"
              name="date"
              type="date"
              required
              value={draft.date}
              error={errors.date}
              onChange={(v) => onChange('date', v)}
            />
          )}
        </>
      )}

      <Choice label="Starts" value={draft.kind} options={kinds} onChange={(v) => onChange('kind', v)} />
      {draft.kind === 'time' && (
        <TextField
          label="Time"
          name="time"
          type="time"
          required
          value={draft.time}
          error={errors.time}
          onChange={(v) => onChange('time', v)}
        />
      )}
      {draft.kind === 'zman' && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label="Zman"
            name="zman"
            required
            value={draft.zman}
            error={errors.zman ?? errors.time}
            options={ZMAN_OPTIONS}
            onChange={(v) => onChange('zman', v as RuleDraft['zman'])}
          />
          <TextField
            label="Minutes after (negative: before)"
            name="offsetMinutes"
            type="number"
            inputMode="numeric"
            min={-MAX_OFFSET_MINUTES}
            max={MAX_OFFSET_MINUTES}
            step={1}
            value={draft.offsetMinutes}
            error={errors.offsetMinutes}
            onChange={(v) => onChange('offsetMinutes', v)}
          />
        </SimpleGrid>
      )}

      {!simple && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Notes"
            name="notes"
            value={draft.notes}
            error={errors.notes}
            placeholder="e.g. Followed by a shiur"
            onChange={(v) => onChange('notes', v)}
          />
          <TextField
            label="Language"
            name="language"
            value={draft.language}
            error={errors.language}
            placeholder="e.g. Hebrew, English"
            onChange={(v) => onChange('language', v)}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface RuleFormProps extends Omit<RuleFieldsProps, 'simple'> {
  editing: boolean;
  saving: boolean;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/** The editor's form for one rule: its fields, and Add or Save (with Cancel while editing). */
export function RuleForm({ draft, errors, editing, saving, onChange, onSubmit, onCancel, formRef }: RuleFormProps): ReactNode {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={editing ? 'Edit minyan time' : 'Add a minyan time'}>
      <Stack gap="5">
        <RuleFields draft={draft} errors={errors} onChange={onChange} />
        <HStack gap="3" justify="flex-end">
          {editing && (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette="blue" loading={saving}>
            {editing ? 'Save minyan time' : 'Add minyan time'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
