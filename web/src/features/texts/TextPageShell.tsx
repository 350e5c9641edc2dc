// The frame of the prayer & study pages: their own light or dark appearance (chosen
// per page, not stored), a heading, and an optional way back. Chakra's <Theme> scopes the colour
// tokens to this subtree, so the rest of the site keeps its look.
import { Button, Container, Flex, Heading, Link, Stack, Theme } from '@chakra-ui/react';
import { ArrowLeft, Moon, Sun } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import './hebrewFont.ts';

interface TextPageShellProps {
  title: string;
  /** A line under the heading (e.g. the Hebrew name). */
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}

export function TextPageShell({ title, subtitle, back, children }: TextPageShellProps) {
  const [dark, setDark] = useState(false);
  return (
    <Theme
      appearance={dark ? 'dark' : 'light'}
      minH="calc(100dvh - 4rem)"
      data-testid="text-page"
      data-appearance={dark ? 'dark' : 'light'}
    >
      <Container maxW="5xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            {back ? (
              <Link asChild fontSize="sm" colorPalette="blue">
                <RouterLink to={back.to}>
                  <ArrowLeft size={16} aria-hidden />
                  {back.label}
                </RouterLink>
              </Link>
            ) : (
              <span />
            )}
            <Button variant="outline" size="sm" aria-pressed={dark} onClick={() => setDark((d) => !d)}>
              {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
              Dark mode
            </Button>
          </Flex>
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            {subtitle}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Theme>
  );
}
