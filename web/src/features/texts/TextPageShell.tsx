// The frame of the prayer & study pages: their own light or dark appearance (chosen
// per page, not stored), a heading, and an optional way back. Chakra's <Theme> scopes the colour
// tokens to this subtree, so the rest of the site keeps its look.
import { Button, Container, Flex, Heading, Icon, Link, Stack, Theme } from '@chakra-ui/react';
import { ArrowLeft, Moon, Sun } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import './hebrewFont.ts';

interface TextPageShellProps {
  title: string;
  /** A line under the heading (e.g. the Hebrew name). */
  subtitle?: ReactNode;
  /** An app path (in English, it keeps the page's language) and the link's words. */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function TextPageShell({ title, subtitle, back, children }: TextPageShellProps) {
  const t = useT();
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
                <AppLink to={back.to}>
                  {/* Back points the way the page reads from: right on a Hebrew page. */}
                  <Icon _rtl={{ transform: 'scaleX(-1)' }}>
                    <ArrowLeft size={16} aria-hidden />
                  </Icon>
                  {back.label}
                </AppLink>
              </Link>
            ) : (
              <span />
            )}
            <Button variant="outline" size="sm" aria-pressed={dark} onClick={() => setDark((d) => !d)}>
              {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
              {t('texts.shell.darkMode')}
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
