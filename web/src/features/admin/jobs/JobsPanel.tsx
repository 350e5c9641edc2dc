import { Alert, Badge, Box, Button, Card, HStack, Heading, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { Job } from '#contract/jobs.ts';
import { codeWord } from '../../../i18n/codes.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { useAdminDates } from '../dates.ts';
import { STATUS_COLORS, isActive, jobCounts, jobTitle, progressPercent, progressText, retryText, waitingText } from './jobText.ts';
import { ImportChangesToggle } from './ImportChanges.tsx';
import { useJobs } from './useJobs.ts';
import { OsmCredit } from '../../directory/OsmCredit.tsx';
import { LoadFailed } from '#web-app/LoadFailed.tsx';

/**
 * Import and geocoding jobs for the admin dashboard: running and recent jobs with
 * a progress bar (processed / total), counts, the last error or why the job waits, Cancel,
 * and for a finished import what it added, changed and deactivated. Polls while a job is
 * queued or running.
 */
export function JobsPanel() {
  const t = useT();
  const { jobs, error, isLoading, retry, cancel } = useJobs();
  return (
    <Card.Root as="section" aria-labelledby="jobs-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="jobs-heading">
          {t('admin.jobs.heading')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {isLoading ? (
          <Text color="fg.muted" role="status">
            {t('admin.jobs.loading')}
          </Text>
        ) : error ? (
          <LoadFailed title={t('admin.jobs.loadFailed')} detail={error.message} onRetry={retry} />
        ) : !jobs?.length ? (
          <Text color="fg.muted">{t('admin.jobs.none')}</Text>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} onCancel={cancel} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function JobRow({ job, onCancel }: { job: Job; onCancel: (job: Job) => Promise<boolean> }) {
  const t = useT();
  const format = useFormat();
  const dates = useAdminDates();
  const [cancelling, setCancelling] = useState(false);
  const percent = progressPercent(job);
  const title = jobTitle(t, job);
  const progress = progressText(t, format, job);
  const retrying = retryText(t, dates, job);
  const waiting = waitingText(t, dates, job);
  const started = dates.when(job.startedAt ?? job.createdAt);
  const finished = job.finishedAt ? dates.when(job.finishedAt) : null;

  const cancel = async () => {
    setCancelling(true);
    await onCancel(job);
    setCancelling(false);
  };

  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{title}</Text>
              <Badge colorPalette={STATUS_COLORS[job.status]}>{codeWord(t, 'jobStatus', job.status)}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t(finished ? 'admin.jobs.metaFinished' : 'admin.jobs.meta', {
                id: job.id,
                started: job.startedAt ? 'yes' : 'no',
                when: started,
                finished: finished ?? '',
              })}
            </Text>
          </Stack>
          {isActive(job) ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void cancel()}
              loading={cancelling}
              loadingText={t('admin.jobs.cancelling')}
              aria-label={t('admin.jobs.cancelLabel', { id: job.id, title })}
            >
              {t('admin.common.cancel')}
            </Button>
          ) : null}
        </HStack>

        <Progress.Root value={percent} max={100} size="sm" colorPalette={STATUS_COLORS[job.status]}>
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm">{progress}</Progress.Label>
            {percent === null ? null : (
              <Progress.ValueText fontSize="sm">{t('admin.jobs.percent', { percent: percent / 100 })}</Progress.ValueText>
            )}
          </HStack>
          {/* The track is the progressbar: name it and say what the numbers count. */}
          <Progress.Track
            aria-label={t('admin.jobs.progressLabel', { title })}
            aria-valuetext={percent === null ? progress : t('admin.jobs.progressValue', { progress, percent: percent / 100 })}
          >
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>

        <Wrap as="dl" gap="4" fontSize="sm">
          {jobCounts(job).map(([label, value]) => (
            <HStack key={label} gap="1">
              <Text as="dt" color="fg.muted">
                {t(label)}
              </Text>
              <Text as="dd" fontWeight="medium">
                {format.integer(value)}
              </Text>
            </HStack>
          ))}
        </Wrap>

        {job.lastError ? (
          <Alert.Root status={job.status === 'failed' ? 'error' : waiting ? 'info' : 'warning'} size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {job.status === 'failed' ? t('admin.jobs.stopped') : (retrying ?? waiting ?? t('admin.jobs.lastError'))}
              </Alert.Title>
              <Alert.Description wordBreak="break-word">{job.lastError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        {job.kind === 'import' && job.status === 'succeeded' ? <ImportChangesToggle job={job} /> : null}
        {job.kind === 'import' && job.source === 'osm' ? <OsmCredit /> : null}
      </Stack>
    </Box>
  );
}
