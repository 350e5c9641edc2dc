import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ANNOUNCEMENT_MAX, announcementInput, type Announcement } from '#contract/announcements.ts';
import type { Locale } from '#domain/languages.ts';
import { notify } from '../../app/toaster.tsx';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider.tsx';
import type { MessageId } from '../../i18n/ids.ts';
import { useRead } from '../../lib/useRead.ts';
import { addAnnouncement, announcements, deleteAnnouncement, updateAnnouncement } from './api/manage.ts';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { todayIn } from '#domain/time-zone.ts';
import { shortDay } from './shortDay.ts';

const EMPTY = { text: '', startDate: '', endDate: '' };

/** Past, current or upcoming, against today's date where the shul is. */
function phase(a: Announcement, today: string): { label: MessageId; palette: string } {
  if (a.endDate < today) return { label: 'manage.announcements.phase.ended', palette: 'gray' };
  if (a.startDate > today) return { label: 'manage.announcements.phase.upcoming', palette: 'blue' };
  return { label: 'manage.announcements.phase.now', palette: 'green' };
}

/** '3 Nov 2026', or '3 Nov 2026 – 9 Nov 2026' for several days. */
function dateRange(t: Translate, locale: Locale, a: Announcement): string {
  const start = shortDay(a.startDate, locale);
  return a.startDate === a.endDate ? start : t('manage.announcements.range', { start, end: shortDay(a.endDate, locale) });
}

/**
 * A listing's announcements ('No Mincha this week', 'Selichot at 6:30'): shown on the listing
 * page, the embed and the calendar feed from their start to their end date.
 */
export function ManageAnnouncements({ synagogueId, tzid, onChanged }: { synagogueId: number; tzid: string | null; onChanged: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useRead(announcements(synagogueId));
  const today = todayIn(tzid ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const form = useZodForm({ ...EMPTY, startDate: today, endDate: today });
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const reset = () => {
    setEditing(null);
    form.reset({ ...EMPTY, startDate: today, endDate: today });
  };

  const { formRef, submitting, submit } = useFormSubmit(
    form,
    announcementInput,
    async (input) => {
      if (editing) await updateAnnouncement(synagogueId, editing.id, input);
      else await addAnnouncement(synagogueId, input);
      notify('success', t(editing ? 'manage.announcements.updated' : 'manage.announcements.added'));
      reset();
      await mutate();
      onChanged();
    },
    (e) => [t('manage.announcements.saveFailed'), errorMessage(e)],
  );

  const edit = (a: Announcement) => {
    setEditing(a);
    form.reset({ text: a.text, startDate: a.startDate, endDate: a.endDate });
    requestAnimationFrame(() => formRef.current?.querySelector('textarea')?.focus());
  };

  const remove = async (a: Announcement) => {
    setDeleting(a.id);
    try {
      await deleteAnnouncement(synagogueId, a.id);
      notify('success', t('manage.announcements.deleted'));
      if (editing?.id === a.id) reset();
      await mutate();
      onChanged();
    } catch (e) {
      notify('error', t('manage.announcements.deleteFailed'), errorMessage(e));
    } finally {
      setDeleting(null);
    }
  };

  const formTitle = t(editing ? 'manage.announcements.editTitle' : 'manage.announcements.addTitle');
  return (
    <Stack gap="6">
      <Box borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
        <Heading as="h3" size="sm" mb="4">
          {formTitle}
        </Heading>
        <chakra.form ref={formRef} onSubmit={submit} method="post" noValidate aria-label={formTitle}>
          <Stack gap="4">
            <TextareaField
              label={t('manage.announcements.field')}
              required
              rows={2}
              helperText={t('manage.announcements.help', { max: ANNOUNCEMENT_MAX })}
              {...form.bind('text')}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label={t('manage.announcements.firstDay')} type="date" required {...form.bind('startDate')} />
              <TextField label={t('manage.announcements.lastDay')} type="date" required {...form.bind('endDate')} />
            </SimpleGrid>
            <HStack gap="3" justify="flex-end" wrap="wrap">
              {editing && (
                <Button type="button" variant="outline" onClick={reset}>
                  {t('manage.action.cancel')}
                </Button>
              )}
              <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('manage.action.saving')}>
                {t(editing ? 'manage.announcements.save' : 'manage.announcements.add')}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Box>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          {data ? t('manage.announcements.count', { count: data.length }) : t('manage.tabs.announcements')}
        </Heading>
        {error ? (
          <LoadFailed title={t('manage.announcements.loadFailed')} detail={errorMessage(error)} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <Text color="fg.muted" role="status">
            {t('manage.announcements.loading')}
          </Text>
        ) : data.length === 0 ? (
          <Text color="fg.muted">{t('manage.announcements.none')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none">
            {data.map((a) => {
              const p = phase(a, today);
              return (
                <HStack
                  as="li"
                  key={a.id}
                  justify="space-between"
                  align="flex-start"
                  gap="3"
                  borderWidth="1px"
                  rounded="md"
                  p="3"
                  wrap="wrap"
                >
                  <Stack gap="0" minW="0" flex="1">
                    <Text fontWeight="medium" whiteSpace="pre-wrap" wordBreak="break-word" dir="auto" textAlign="start">
                      {a.text}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Text fontSize="sm" color="fg.muted">
                        {dateRange(t, locale, a)}
                      </Text>
                      <Badge size="sm" colorPalette={p.palette}>
                        {t(p.label)}
                      </Badge>
                    </HStack>
                  </Stack>
                  <HStack gap="1">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => edit(a)}
                      aria-label={t('manage.announcements.editLabel', { text: a.text })}
                    >
                      <Pencil aria-hidden /> {t('manage.action.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={deleting === a.id}
                      onClick={() => void remove(a)}
                      aria-label={t('manage.announcements.deleteLabel', { text: a.text })}
                    >
                      <Trash2 aria-hidden /> {t('manage.action.delete')}
                    </Button>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
