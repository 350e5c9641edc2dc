import { Alert, Badge, Box, Button, Card, HStack, Heading, Progress, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { Job } from '#contract/jobs.ts';
import {
  STATUS_COLORS,
  STATUS_LABELS,
  formatWhen,
  isActive,
  jobCounts,
  jobTitle,
  progressPercent,
  progressText,
  retryText,
  waitingText,
} from './jobText.ts';
import { ImportChangesToggle } from './ImportChanges.tsx';
import { useJobs } from './useJobs.ts';
import { OsmCredit } from '../../directory/OsmCredit.tsx';
import { formatInteger } from '#web-lib/format.ts';
import { LoadFailed } from '#web-app/LoadFailed.tsx';

/**
 * Import and geocoding jobs for the admin dashboard: running and recent jobs with
 * a progress bar (processed / total), counts, the last error or why the job waits, Cancel,
 * and for a finished import what it added, changed and deactivated. Polls while a job is
 * queued or running.
 */
export function JobsPanel() {
  const { jobs, error, isLoading, retry, cancel } = useJobs();
  return (
    <Card.Root as="section" aria-labelledby="jobs-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="jobs-heading">
          Import and geocoding jobs
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        {isLoading ? (
          <Text color="fg.muted" role="status">
            Loading jobs...
          </Text>
        ) : error ? (
          <LoadFailed title="Could not load jobs" detail={error.message} onRetry={retry} />
        ) : !jobs?.length ? (
          <Text color="fg.muted">No import or geocoding jobs yet. Start an import or add GPS coordinates to see their progress here.</Text>
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
  const [cancelling, setCancelling] = useState(false);
  const percent = progressPercent(job);
  const title = jobTitle(job);
  const retrying = retryText(job);
  const waiting = waitingText(job);
  const started = formatWhen(job.startedAt ?? job.createdAt);
  const finished = formatWhen(job.finishedAt);

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
              <Badge colorPalette={STATUS_COLORS[job.status]}>{STATUS_LABELS[job.status]}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Job {job.id} · {job.startedAt ? 'started' : 'created'} {started}
              {finished ? ` · finished ${finished}` : ''}
            </Text>
          </Stack>
          {isActive(job) ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() => void cancel()}
              loading={cancelling}
              loadingText="Cancelling..."
              aria-label={`Cancel job ${job.id}: ${title}`}
            >
              Cancel
            </Button>
          ) : null}
        </HStack>

        <Progress.Root value={percent} max={100} size="sm" colorPalette={STATUS_COLORS[job.status]}>
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm">{progressText(job)}</Progress.Label>
            {percent === null ? null : <Progress.ValueText fontSize="sm">{percent}%</Progress.ValueText>}
          </HStack>
          {/* The track is the progressbar: name it and say what the numbers count. */}
          <Progress.Track
            aria-label={`${title} progress`}
            aria-valuetext={`${progressText(job)}${percent === null ? '' : ` (${percent}%)`}`}
          >
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>

        <Wrap as="dl" gap="4" fontSize="sm">
          {jobCounts(job).map(([label, value]) => (
            <HStack key={label} gap="1">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="medium">
                {formatInteger(value)}
              </Text>
            </HStack>
          ))}
        </Wrap>

        {job.lastError ? (
          <Alert.Root status={job.status === 'failed' ? 'error' : waiting ? 'info' : 'warning'} size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{job.status === 'failed' ? 'Stopped after repeated errors' : (retrying ?? waiting ?? 'Last error')}</Alert.Title>
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
