import { Badge, Box, Button, HStack, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ANNOUNCEMENT_MAX, announcementInput, type Announcement } from '#contract/announcements.ts';
import { notify } from '../../app/toaster.tsx';
import { useRead } from '../../lib/useRead.ts';
import { addAnnouncement, announcements, deleteAnnouncement, updateAnnouncement } from './api/manage.ts';
import { TextField, TextareaField } from '../forms/fields.tsx';
import { errorMessage } from '../forms/errorMessage.ts';
import { useFormSubmit } from '../forms/useFormSubmit.ts';
import { useZodForm } from '../forms/useZodForm.ts';
import { todayIn } from '#domain/time-zone.ts';
import { dateRangeLabel } from '../minyanim/format.ts';

const EMPTY = { text: '', startDate: '', endDate: '' };

/** Past, current or upcoming, against today's date where the shul is. */
function phase(a: Announcement, today: string): { label: string; palette: string } {
  if (a.endDate < today) return { label: 'Ended', palette: 'gray' };
  if (a.startDate > today) return { label: 'Upcoming', palette: 'blue' };
  return { label: 'Showing now', palette: 'green' };
}

/**
 * A listing's announcements ('No Mincha this week', 'Selichot at 6:30'): shown on the listing
 * page, the embed and the calendar feed from their start to their end date.
 */
export function ManageAnnouncements({ synagogueId, tzid, onChanged }: { synagogueId: number; tzid: string | null; onChanged: () => void }) {
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
      notify('success', editing ? 'Announcement updated' : 'Announcement added');
      reset();
      await mutate();
      onChanged();
    },
    (e) => ['Could not save the announcement', errorMessage(e)],
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
      notify('success', 'Announcement deleted');
      if (editing?.id === a.id) reset();
      await mutate();
      onChanged();
    } catch (e) {
      notify('error', 'Could not delete the announcement', errorMessage(e));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="6">
      <Box borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
        <Heading as="h3" size="sm" mb="4">
          {editing ? 'Edit announcement' : 'Add an announcement'}
        </Heading>
        <chakra.form
          ref={formRef}
          onSubmit={submit}
          method="post"
          noValidate
          aria-label={editing ? 'Edit announcement' : 'Add an announcement'}
        >
          <Stack gap="4">
            <TextareaField
              label="Announcement"
              required
              rows={2}
              helperText={`At most ${ANNOUNCEMENT_MAX} characters, e.g. "No Mincha this week".`}
              {...form.bind('text')}
            />
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField label="First day shown" type="date" required {...form.bind('startDate')} />
              <TextField label="Last day shown" type="date" required {...form.bind('endDate')} />
            </SimpleGrid>
            <HStack gap="3" justify="flex-end">
              {editing && (
                <Button type="button" variant="outline" onClick={reset}>
                  Cancel
                </Button>
              )}
              <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Saving...">
                {editing ? 'Save announcement' : 'Add announcement'}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Box>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          Announcements {data ? `(${data.length})` : ''}
        </Heading>
        {error ? (
          <LoadFailed title="Could not load the announcements" detail={errorMessage(error)} onRetry={() => void mutate()} />
        ) : isLoading || !data ? (
          <Text color="fg.muted" role="status">
            Loading announcements...
          </Text>
        ) : data.length === 0 ? (
          <Text color="fg.muted">No announcements yet.</Text>
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
                    <Text fontWeight="medium" whiteSpace="pre-wrap" wordBreak="break-word">
                      {a.text}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Text fontSize="sm" color="fg.muted">
                        {dateRangeLabel(a.startDate, a.endDate)}
                      </Text>
                      <Badge size="sm" colorPalette={p.palette}>
                        {p.label}
                      </Badge>
                    </HStack>
                  </Stack>
                  <HStack gap="1">
                    <Button size="xs" variant="outline" onClick={() => edit(a)} aria-label={`Edit announcement: ${a.text}`}>
                      <Pencil aria-hidden /> Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={deleting === a.id}
                      onClick={() => void remove(a)}
                      aria-label={`Delete announcement: ${a.text}`}
                    >
                      <Trash2 aria-hidden /> Delete
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
