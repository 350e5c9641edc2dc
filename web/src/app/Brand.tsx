import { HStack, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from './Seo.tsx';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none' }} focusRing="outside" rounded="md">
      <RouterLink to="/" onClick={onNavigate}>
        <HStack gap="2">
          <Image src="/favicon.svg" alt="" boxSize="8" />
          <Text as="span" fontWeight="bold" fontSize="xl" color="blue.900">
            {PRODUCT_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
