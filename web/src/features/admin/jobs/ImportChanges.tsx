import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LoadFailed } from '#web-app/LoadFailed.tsx';
import { useId, useState } from 'react';
import { AppLink } from '../../../i18n/links.tsx';
import type { ImportChange } from '#domain/enums.ts';
import type { ImportChanges, Job } from '#contract/jobs.ts';
import { codeWord } from '../../../i18n/codes.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { IMPORT_CHANGES } from '#domain/enums.ts';
import { shulPath } from '../../directory/format.ts';
import { adminReads, useAdminData } from '../adminData.ts';

/** 'Show what this run changed': loads the run's lists only when asked (they can be long). */
export function ImportChangesToggle({ job }: { job: Pick<Job, 'id'> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Stack gap="2">
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? 'admin.jobs.hideChanges' : 'admin.jobs.showChanges')}
      </Button>
      {open ? (
        <Box id={panelId}>
          <ImportChangesLists jobId={job.id} />
        </Box>
      ) : null}
    </Stack>
  );
}

function ImportChangesLists({ jobId }: { jobId: number }) {
  const t = useT();
  const { data, error, isLoading, mutate } = useAdminData(adminReads.importChanges(jobId));
  if (isLoading) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        {t('admin.jobs.loadingChanges')}
      </Text>
    );
  }
  if (error || !data) {
    return <LoadFailed size="sm" title={t('admin.jobs.changesFailed')} detail={error?.message} onRetry={() => void mutate()} />;
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {IMPORT_CHANGES.map((change) => (
        <ChangeList key={change} change={change} count={data.counts[change]} items={data.items[change]} />
      ))}
    </SimpleGrid>
  );
}

function ChangeList({ change, count, items }: { change: ImportChange; count: number; items: ImportChanges['items'][ImportChange] }) {
  const t = useT();
  const format = useFormat();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1" minW="0">
      <Heading as="h3" size="xs" id={headingId}>
        {t('admin.list.heading', { title: codeWord(t, 'importChange', change), count: format.integer(count) })}
      </Heading>
      {items.length ? (
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
          {items.map((item) => (
            <li key={item.synagogueId}>
              <Link asChild color="fg" textDecoration="underline">
                <AppLink to={shulPath(item.synagogueId)} dir="auto">
                  {item.name}
                </AppLink>
              </Link>
              <Text as="span" color="fg.muted">
                {' '}
                · {[item.city, item.country].filter(Boolean).join(', ')}
              </Text>
              {item.reason ? (
                <Text fontSize="xs" color="fg.muted">
                  {item.reason}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.jobs.noneInList')}
        </Text>
      )}
      {count > items.length ? (
        <Text fontSize="xs" color="fg.muted">
          {t('admin.jobs.more', { count: count - items.length })}
        </Text>
      ) : null}
    </Stack>
  );
}
