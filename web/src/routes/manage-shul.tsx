import { Container, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { parseListingId } from '#domain/listing-id.ts';
import { Seo } from '../app/Seo.tsx';
import { SignedInGate } from '../features/auth/SignedInGate.tsx';
import { ManagedShul } from '../features/manage/ManagedShul.tsx';
import { MANAGE_HOME } from '../features/manage/paths.ts';

/** One managed listing (/manage/:id): its minyan times, announcements, visitors' proposals, details and the embed. */
export default function ManageShulPage() {
  const { id = '' } = useParams();
  const listingId = parseListingId(id);
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Seo
        title="Manage your shul"
        description="Keep your shul's listing, minyan times and announcements up to date."
        path={`/manage/${id}`}
        noIndex
      />
      <SignedInGate title="My shuls" prompt="Sign in to manage the listings of the shuls you help run.">
        {() =>
          listingId !== null ? (
            <ManagedShul id={listingId} />
          ) : (
            <Text role="alert" py="8">
              There is no listing at this address.{' '}
              <Link asChild color="blue.700">
                <RouterLink to={MANAGE_HOME}>Back to My shuls</RouterLink>
              </Link>
            </Text>
          )
        }
      </SignedInGate>
    </Container>
  );
}
