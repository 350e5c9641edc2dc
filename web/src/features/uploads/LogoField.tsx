import { Box, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES } from '#contract/uploads.ts';
import { notify } from '../../app/toaster.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { UploadButton } from './UploadButton.tsx';
import { logoUploadTarget, logoUrlFor } from './logoUpload.ts';

/** The sponsor form's logo: none or uploaded, one image up to 5 MB, with Remove. */
export function LogoField({ value, onChange, error }: { value: string; onChange: (url: string) => void; error?: string }) {
  const t = useT();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{t('forms.logo.label')}</Field.Label>
      <Stack gap="3" width="full">
        {value ? (
          <HStack gap="3" wrap="wrap">
            <Box borderWidth="1px" rounded="md" p="2" bg="bg.subtle">
              <Image src={value} alt={t('forms.logo.current')} maxH="16" maxW="48" objectFit="contain" />
            </Box>
            <Button type="button" size="sm" variant="outline" colorPalette="red" onClick={() => onChange('')}>
              {t('forms.logo.remove')}
            </Button>
          </HStack>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {t('forms.logo.none')}
          </Text>
        )}
        <UploadButton
          buttonProps={{ size: 'sm', alignSelf: 'flex-start' }}
          maxNumberOfFiles={1}
          maxFileSize={LOGO_MAX_BYTES}
          allowedFileTypes={LOGO_CONTENT_TYPES}
          note={t('forms.logo.note', { megabytes: LOGO_MAX_BYTES / 1024 / 1024 })}
          getUploadTarget={logoUploadTarget}
          onComplete={async ({ successful }) => {
            onChange(await logoUrlFor(successful[0]!.uploadURL));
            notify('success', t('forms.logo.uploaded'));
            return true;
          }}
        >
          {value ? t('forms.logo.replace') : t('forms.logo.upload')}
        </UploadButton>
      </Stack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
