import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink, useLocalizedPath } from '../../i18n/links.tsx';
import { locate } from './geolocation.ts';
import { searchPath, type NearMeState } from './searchState.ts';

/** The home page's closing band: browse the whole directory, or locate the visitor and search near them. */
export function ExploreBand() {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const t = useT();
  const localize = useLocalizedPath();
  const findNearMe = async () => {
    setLocating(true);
    const coords = await locate(t('directory.location.failedSettings'), t('directory.location.unsupported'));
    setLocating(false);
    if (coords) navigate(localize(searchPath({ nearMe: true })), { state: { coords } satisfies NearMeState });
  };
  return (
    <Box as="section" aria-labelledby="explore-heading" bg="blue.900" color="white" rounded="2xl" px={{ base: '6', md: '12' }} py="12">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h2" id="explore-heading" size="2xl">
          {t('directory.explore.heading')}
        </Heading>
        <Text color="blue.100" maxW="xl">
          {t('directory.explore.text')}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild size="lg" bg="white" color="blue.900" _hover={{ bg: 'blue.50' }}>
            <AppLink to="/search">{t('directory.explore.browse')}</AppLink>
          </Button>
          <Button
            size="lg"
            variant="outline"
            color="white"
            borderColor="white"
            _hover={{ bg: 'blue.800' }}
            loading={locating}
            onClick={findNearMe}
          >
            <LocateFixed aria-hidden /> {t('directory.explore.nearMe')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
