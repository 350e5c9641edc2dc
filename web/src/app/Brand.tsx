import { HStack, Image, Link, Text } from '@chakra-ui/react';
import { AppLink } from '../i18n/links.tsx';
import { PRODUCT_NAME } from './Seo.tsx';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} focusRing="outside" rounded="md">
      <AppLink to="/" onClick={onNavigate}>
        <HStack gap="2">
          <Image src="/favicon.svg" alt="" boxSize="8" />
          <Text as="span" fontWeight="bold" fontSize="xl" color="blue.900">
            <bdi>{PRODUCT_NAME}</bdi>
          </Text>
        </HStack>
      </AppLink>
    </Link>
  );
}
