import { Button, Fieldset, HStack, RadioGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { ZMANIM_KEYS } from '#contract/calendar.ts';
import { DAY_CLASSES, ROUNDINGS, TEFILLOT, WEEKDAYS, type MinyanDay } from '#domain/enums.ts';
import { MAX_OFFSET_MINUTES } from '#domain/minyan-format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { CheckboxField } from '../forms/CheckboxField.tsx';
import { SelectField, TextField } from '../forms/fields.tsx';
import type { FieldErrors } from '../forms/useZodForm.ts';
import type { RuleDraft, RuleKind, RuleScope } from './ruleDraft.ts';

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
  const t = useT();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm">{legend}</Fieldset.Legend>
      <HStack gap="4" wrap="wrap" mt="1">
        {days.map((d) => (
          <CheckboxField
            key={d}
            name={`day-${d}`}
            label={t(`minyanim.day.${d}`)}
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
  const t = useT();
  const toggleDay = (d: MinyanDay, on: boolean) => onChange('days', on ? [...draft.days, d] : draft.days.filter((x) => x !== d));
  const kinds: { value: RuleKind; label: string }[] = [
    { value: 'time', label: t('minyanim.ruleForm.fixedTime') },
    { value: 'zman', label: t('minyanim.ruleForm.relative') },
  ];
  if (draft.scope === 'date') kinds.push({ value: 'none', label: t('minyanim.ruleForm.noMinyanDay') });
  const scopes: { value: RuleScope; label: string }[] = [
    { value: 'days', label: t('minyanim.ruleForm.onDays') },
    { value: 'date', label: t('minyanim.ruleForm.onDate') },
  ];
  const tefillahOptions = TEFILLOT.map((value) => ({ value, label: t(`minyanim.tefillah.${value}`) }));
  const zmanOptions = ZMANIM_KEYS.map((value) => ({ value, label: t(`minyanim.zman.${value}`) }));
  const roundingOptions = ROUNDINGS.map((value) => ({ value, label: t(`minyanim.rounding.${value}`) }));
  const tefillah = (
    <SelectField
      label={t('minyanim.ruleForm.tefillah')}
      name="tefillah"
      required
      value={draft.tefillah}
      error={errors.tefillah}
      options={tefillahOptions}
      onChange={(v) => onChange('tefillah', v as RuleDraft['tefillah'])}
    />
  );
  const days = (
    <>
      <DayBoxes legend={t('minyanim.ruleForm.weekDays')} days={WEEKDAYS} selected={draft.days} onToggle={toggleDay} />
      <DayBoxes legend={t('minyanim.ruleForm.dayClasses')} days={DAY_CLASSES} selected={draft.days} onToggle={toggleDay} />
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
            label={t('minyanim.ruleForm.rounding')}
            name="rounding"
            value={draft.rounding}
            error={errors.rounding}
            options={roundingOptions}
            onChange={(v) => onChange('rounding', v as RuleDraft['rounding'])}
          />
        </SimpleGrid>
      )}

      {simple ? (
        <Stack gap="3">{days}</Stack>
      ) : (
        <>
          <Choice
            label={t('minyanim.ruleForm.applies')}
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
                  label={t('minyanim.ruleForm.validFrom')}
                  name="validFrom"
                  type="date"
                  value={draft.validFrom}
                  error={errors.validFrom}
                  onChange={(v) => onChange('validFrom', v)}
                />
                <TextField
                  label={t('minyanim.ruleForm.validUntil')}
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
              label={t('minyanim.ruleForm.date')}
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

      <Choice label={t('minyanim.ruleForm.starts')} value={draft.kind} options={kinds} onChange={(v) => onChange('kind', v)} />
      {draft.kind === 'time' && (
        <TextField
          label={t('minyanim.ruleForm.time')}
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
            label={t('minyanim.ruleForm.zman')}
            name="zman"
            required
            value={draft.zman}
            error={errors.zman ?? errors.time}
            options={zmanOptions}
            onChange={(v) => onChange('zman', v as RuleDraft['zman'])}
          />
          <TextField
            label={t('minyanim.ruleForm.offset')}
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
            label={t('minyanim.ruleForm.notes')}
            name="notes"
            value={draft.notes}
            error={errors.notes}
            placeholder={t('minyanim.ruleForm.notesPlaceholder')}
            onChange={(v) => onChange('notes', v)}
          />
          <TextField
            label={t('minyanim.ruleForm.language')}
            name="language"
            value={draft.language}
            error={errors.language}
            placeholder={t('minyanim.ruleForm.languagePlaceholder')}
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
  const t = useT();
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? t('minyanim.ruleForm.editLabel') : t('minyanim.ruleForm.addLabel')}
    >
      <Stack gap="5">
        <RuleFields draft={draft} errors={errors} onChange={onChange} />
        <HStack gap="3" justify="flex-end">
          {editing && (
            <Button type="button" variant="outline" onClick={onCancel}>
              {t('minyanim.ruleForm.cancel')}
            </Button>
          )}
          <Button type="submit" colorPalette="blue" loading={saving}>
            {editing ? t('minyanim.ruleForm.save') : t('minyanim.ruleForm.add')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
