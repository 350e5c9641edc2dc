import { Box, Button, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LoadFailed } from '#web-app/LoadFailed.tsx';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ImportChange } from '#domain/enums.ts';
import type { ImportChanges, Job } from '#contract/jobs.ts';
import { formatInteger } from '#web-lib/format.ts';
import { shulPath } from '../../directory/format.ts';
import { adminReads, useAdminData } from '../adminData.ts';

const HEADINGS: Record<ImportChange, string> = { added: 'Added', changed: 'Changed', deactivated: 'Deactivated' };

/** 'Show what this run changed': loads the run's lists only when asked (they can be long). */
export function ImportChangesToggle({ job }: { job: Pick<Job, 'id'> }) {
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
        {open ? 'Hide what this run changed' : 'Show what this run changed'}
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
  const { data, error, isLoading, mutate } = useAdminData(adminReads.importChanges(jobId));
  if (isLoading) {
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Loading changes...
      </Text>
    );
  }
  if (error || !data) {
    return <LoadFailed size="sm" title="Could not load this run's changes" detail={error?.message} onRetry={() => void mutate()} />;
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {(Object.keys(HEADINGS) as ImportChange[]).map((change) => (
        <ChangeList key={change} change={change} count={data.counts[change]} items={data.items[change]} />
      ))}
    </SimpleGrid>
  );
}

function ChangeList({ change, count, items }: { change: ImportChange; count: number; items: ImportChanges['items'][ImportChange] }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="1" minW="0">
      <Heading as="h3" size="xs" id={headingId}>
        {HEADINGS[change]} ({formatInteger(count)})
      </Heading>
      {items.length ? (
        <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
          {items.map((item) => (
            <li key={item.synagogueId}>
              <Link asChild color="fg" textDecoration="underline">
                <RouterLink to={shulPath(item.synagogueId)}>{item.name}</RouterLink>
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
          None
        </Text>
      )}
      {count > items.length ? (
        <Text fontSize="xs" color="fg.muted">
          and {formatInteger(count - items.length)} more
        </Text>
      ) : null}
    </Stack>
  );
}
