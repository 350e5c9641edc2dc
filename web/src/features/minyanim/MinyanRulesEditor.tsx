import { Badge, Box, Button, HStack, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { minyanInput, type Minyan, type MinyanInput } from '#contract/minyanim.ts';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { notify } from '../../app/toaster.tsx';
import { useDebouncedValue } from '../directory/useDebouncedValue.ts';
import { errorMessage } from '../forms/errorMessage.ts';
import { topLevelFieldErrors } from '#contract/field-errors.ts';
import { focusFirstInvalid, formErrors, type FieldErrors } from '../forms/useZodForm.ts';
import { HttpError } from '../../lib/api.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRead } from '../../lib/useRead.ts';
import { adminRules, type RuleApi } from './api/rules.ts';
import { todayIn } from '#domain/time-zone.ts';
import { EMPTY_DRAFT, draftToInput, minyanToDraft, minyanToInput, type RuleDraft } from './ruleDraft.ts';
import { RuleForm } from './RuleForm.tsx';
import { useRuleWords } from './ruleWords.ts';
import { WeekTable } from './WeekTable.tsx';
import { compareWeeks } from './WeekCompare.tsx';
import { fieldsetSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the Chakra components this module renders beyond the frame's (app/theme.ts), registered as it loads.
registerRecipes({ fieldset: fieldsetSlotRecipe, radioGroup: radioGroupSlotRecipe, radiomark: radiomarkRecipe });

function RuleRow({ rule, onEdit, onDelete, busy }: { rule: Minyan; onEdit: () => void; onDelete: () => void; busy: boolean }) {
  const t = useT();
  const words = useRuleWords();
  const tefillah = t(`minyanim.tefillah.${rule.tefillah}`);
  const when = words.when(rule);
  const what = words.time(rule);
  const label = `${tefillah} ${when} ${what}`;
  return (
    <HStack as="li" justify="space-between" gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap">
      <Stack gap="0" minW="0">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette="blue">{tefillah}</Badge>
          <Text fontWeight="medium">{what}</Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {when}
          {rule.validFrom || rule.validUntil
            ? ` · ${t('minyanim.editor.validRange', {
                from: rule.validFrom ? words.date(rule.validFrom) : '…',
                until: rule.validUntil ? words.date(rule.validUntil) : '…',
              })}`
            : ''}
          {rule.notes ? ` · ${rule.notes}` : ''}
        </Text>
      </Stack>
      <HStack gap="1">
        <Button size="xs" variant="outline" onClick={onEdit} aria-label={t('minyanim.editor.editLabel', { rule: label })}>
          <Pencil aria-hidden /> {t('minyanim.editor.edit')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('minyanim.editor.deleteLabel', { rule: label })}
        >
          <Trash2 aria-hidden /> {t('minyanim.editor.delete')}
        </Button>
      </HStack>
    </HStack>
  );
}

/** The next 7 days of some rules at the listing's place (debounced while they are typed). */
function usePreview(api: RuleApi, rules: MinyanInput[] | null) {
  const body = useDebouncedValue(rules ? JSON.stringify({ rules }) : null, 400);
  return useSWR(body === null ? null : [api.previewKey, body], ([, json]: [string, string]) =>
    api.preview((JSON.parse(json) as { rules: MinyanInput[] }).rules),
  );
}

/**
 * The next 7 days as the listing shows them: the saved rules only. While a time is being added
 * or changed (and its fields are complete), a second week under it shows the listing with that
 * draft, marked as a draft, the days it changes marked.
 */
function Preview({ api, saved, draft }: { api: RuleApi; saved: MinyanInput[]; draft: MinyanInput[] | null }) {
  const t = useT();
  const current = usePreview(api, saved);
  const drafted = usePreview(api, draft);
  const { data, error, isLoading } = current;
  const changed = useMemo(
    () => (data && drafted.data ? compareWeeks(data.occurrences, drafted.data.occurrences) : null),
    [data, drafted.data],
  );
  return (
    <Stack gap="4" aria-live="polite">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {t('proposals.editor.savedHeading')}
        </Heading>
        {error ? (
          <Text color="fg.error" fontSize="sm">
            {error instanceof HttpError ? error.serverMessage : t('minyanim.editor.previewFailed')}
          </Text>
        ) : isLoading || !data ? (
          <HStack gap="2" color="fg.muted">
            <Spinner size="sm" /> <Text fontSize="sm">{t('minyanim.editor.working')}</Text>
          </HStack>
        ) : data.occurrences.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('minyanim.editor.previewNone')}
          </Text>
        ) : (
          <WeekTable
            occurrences={data.occurrences}
            dates={changed?.dates}
            today={todayIn(data.tzid)}
            caption={t('minyanim.editor.previewCaption')}
          />
        )}
      </Stack>
      {draft && drafted.data && changed && (
        <Stack gap="2" borderWidth="1px" borderStyle="dashed" borderColor="purple.muted" rounded="md" p="3" data-testid="draft-preview">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="sm">
              {t('proposals.editor.draftHeading')}
            </Heading>
            <Badge colorPalette="purple">{t('proposals.editor.draftBadge')}</Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('proposals.editor.draftNote')}
          </Text>
          <WeekTable
            occurrences={drafted.data.occurrences}
            dates={changed.dates}
            changed={changed.changed}
            today={todayIn(drafted.data.tzid)}
            caption={t('proposals.editor.draftCaption')}
          />
        </Stack>
      )}
    </Stack>
  );
}

interface MinyanRulesEditorProps {
  synagogueId: number;
  /** The admin's routes unless given (a manager edits through their own: api/rules.ts `managerRules`). */
  api?: RuleApi;
  /** After a rule is added, changed or removed (the caller refreshes what it shows). */
  onSaved?: () => void;
}

/**
 * Editing of a listing's minyan rules by an admin or the listing's manager:
 * the saved rules with edit and delete, a form to add or change one, and a live preview of the next 7 days.
 */
export function MinyanRulesEditor({ synagogueId, api = adminRules(synagogueId), onSaved }: MinyanRulesEditorProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { data: rules, error, isLoading, mutate } = useRead(api.list);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [draft, setDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const change = <K extends keyof RuleDraft>(name: K, value: RuleDraft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setErrors((e) => (name in e ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== name)) : e));
  };

  const startEdit = (rule: Minyan) => {
    setEditingId(rule.id);
    setDraft(minyanToDraft(rule));
    setErrors({});
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const resetForm = () => {
    setEditingId(null);
    setDraft(EMPTY_DRAFT);
    setErrors({});
  };

  const refresh = async () => {
    await mutate();
    onSaved?.();
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = minyanInput.safeParse(draftToInput(draft));
    if (!parsed.success) {
      setErrors(formErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSaving(true);
    try {
      if (editingId === null) await api.create(draftToInput(draft));
      else await api.update(editingId, draftToInput(draft));
      notify('success', editingId === null ? t('minyanim.editor.added') : t('minyanim.editor.updated'));
      resetForm();
      await refresh();
    } catch (err) {
      // The API's keys name list items (`days.0`); the form shows one message per field.
      if (err instanceof HttpError) setErrors(topLevelFieldErrors(err.fieldErrors));
      notify('error', t('minyanim.editor.saveFailed'), errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (rule: Minyan) => {
    setDeleting(rule.id);
    try {
      await api.remove(rule.id);
      notify('success', t('minyanim.editor.deleted'));
      if (editingId === rule.id) resetForm();
      await refresh();
    } catch (err) {
      notify('error', t('minyanim.editor.deleteFailed'), errorMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  // The preview shows the saved rules; beside them, once the form holds a complete time that
  // differs from what it started with, the rules with that draft in place of the one edited.
  const savedRules = useMemo(() => (rules ?? []).map(minyanToInput), [rules]);
  const draftRules = useMemo(() => {
    const editing = rules?.find((r) => r.id === editingId);
    const untouched = editing ? minyanToDraft(editing) : EMPTY_DRAFT;
    const candidate = draftToInput(draft);
    if (JSON.stringify(draft) === JSON.stringify(untouched) || !minyanInput.safeParse(candidate).success) return null;
    return [...(rules ?? []).filter((r) => r.id !== editingId).map(minyanToInput), candidate];
  }, [rules, editingId, draft]);

  if (error) {
    return <LoadFailed title={t('minyanim.editor.loadFailed')} detail={errorMessage(error)} />;
  }

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h3" size="sm">
          {rules ? t('minyanim.editor.headingCount', { count: rules.length }) : t('minyanim.editor.heading')}
        </Heading>
        {isLoading ? (
          <Text color="fg.muted">{t('minyanim.editor.loading')}</Text>
        ) : rules && rules.length > 0 ? (
          <Stack as="ul" gap="2" listStyleType="none" maxH="24rem" overflowY="auto">
            {rules.map((rule) => (
              <RuleRow key={rule.id} rule={rule} busy={deleting === rule.id} onEdit={() => startEdit(rule)} onDelete={() => remove(rule)} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('minyanim.editor.empty')}</Text>
        )}
      </Stack>
      <Box borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
        <Heading as="h3" size="sm" mb="4">
          {editingId === null ? t('minyanim.ruleForm.addLabel') : t('minyanim.ruleForm.editLabel')}
        </Heading>
        <RuleForm
          formRef={formRef}
          draft={draft}
          errors={errors}
          editing={editingId !== null}
          saving={saving}
          onChange={change}
          onSubmit={save}
          onCancel={resetForm}
        />
      </Box>
      <Preview api={api} saved={savedRules} draft={draftRules} />
    </Stack>
  );
}
