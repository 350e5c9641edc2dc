import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { HANDLED_REQUEST_DAYS, SESSION_DAYS, UNVERIFIED_ACCOUNT_DAYS } from '#domain/retention.ts';
import { Seo } from '../app/Seo.tsx';
import { ACCOUNT_PATH, PRIVACY_PATH } from '../features/privacy/paths.ts';
import { useT } from '../i18n/I18nProvider.tsx';
import type { MessageId } from '../i18n/ids.ts';
import { AppLink } from '../i18n/links.tsx';

interface PrivacySection {
  id: string;
  heading: MessageId;
  /** Each paragraph's message, with its arguments: the retention periods come from the rules the Worker enforces. */
  paragraphs: readonly (readonly [MessageId, Record<string, unknown>?])[];
}

const SECTIONS: readonly PrivacySection[] = [
  {
    id: 'what',
    heading: 'privacy.what.heading',
    paragraphs: [
      ['privacy.what.account'],
      ['privacy.what.sessions'],
      ['privacy.what.sent'],
      ['privacy.what.kaddish'],
      ['privacy.what.trips'],
    ],
  },
  {
    id: 'on-your-device',
    heading: 'privacy.device.heading',
    paragraphs: [
      ['privacy.device.kept'],
      ['privacy.device.trip'],
      ['privacy.device.offline'],
      ['privacy.device.account'],
      ['privacy.device.cookies'],
      ['privacy.device.clear'],
    ],
  },
  {
    id: 'how-long',
    heading: 'privacy.howLong.heading',
    paragraphs: [
      ['privacy.howLong.requests', { days: HANDLED_REQUEST_DAYS }],
      ['privacy.howLong.unverified', { days: UNVERIFIED_ACCOUNT_DAYS }],
      ['privacy.howLong.sessions', { days: SESSION_DAYS }],
      ['privacy.howLong.account'],
    ],
  },
  { id: 'who', heading: 'privacy.who.heading', paragraphs: [['privacy.who.cloudflare']] },
  {
    id: 'your-data',
    heading: 'privacy.yourData.heading',
    paragraphs: [['privacy.yourData.account'], ['privacy.yourData.noAccount']],
  },
];

/** /privacy: what we keep, why, for how long, who processes it, and how to download or delete it. Prerendered. */
export default function PrivacyPage() {
  const t = useT();
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Seo title={t('privacy.title')} description={t('privacy.description')} path={PRIVACY_PATH} />
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {t('privacy.title')}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {t('privacy.intro')}
          </Text>
        </Stack>
        {SECTIONS.map((section) => (
          <Stack as="section" gap="3" key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <Heading as="h2" size="xl" id={`privacy-${section.id}`}>
              {t(section.heading)}
            </Heading>
            {section.paragraphs.map(([id, values]) => (
              <Text key={id}>{t(id, values)}</Text>
            ))}
          </Stack>
        ))}
        <Button asChild colorPalette="blue" alignSelf="flex-start">
          <AppLink to={ACCOUNT_PATH}>{t('privacy.accountLink')}</AppLink>
        </Button>
      </Stack>
    </Container>
  );
}
