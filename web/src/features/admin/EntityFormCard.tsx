import { Button, Card, HStack, Heading, Stack, chakra } from '@chakra-ui/react';
import type { ReactNode, RefObject, FormEvent } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import type { AdminEntity } from './useEntityEditor.ts';

/** What the form card needs of a `useEntityEditor` result. */
interface FormState {
  editing: unknown;
  submitting: boolean;
  submit: (event: FormEvent) => void;
  cancel: () => void;
  formRef: RefObject<HTMLFormElement | null>;
}

/** The add/edit form of a tab: 'Add {noun}' or 'Edit {noun}', with Update/Add and Cancel. */
export function EntityFormCard({
  entity,
  editor: { editing: current, submitting, submit, cancel, formRef },
  children,
}: {
  entity: AdminEntity;
  editor: FormState;
  children: ReactNode;
}) {
  const t = useT();
  const editing = current !== null;
  const title = t(editing ? 'admin.entity.editTitle' : 'admin.entity.addTitle', { entity });
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.form ref={formRef} onSubmit={submit} noValidate aria-label={title} scrollMarginTop="20">
          <Stack gap="4">
            {children}
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="blue" loading={submitting} loadingText={t('admin.common.saving')}>
                {t(editing ? 'admin.entity.updateButton' : 'admin.entity.addTitle', { entity })}
              </Button>
              <Button type="button" variant="outline" onClick={cancel} disabled={submitting}>
                {t('admin.common.cancel')}
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
