import { Button, Card, HStack, Heading, Stack, chakra } from '@chakra-ui/react';
import type { ReactNode, RefObject, FormEvent } from 'react';

/** The add/edit form of a tab: 'Add {noun}' or 'Edit {noun}', with Update/Add and Cancel. */
export function EntityFormCard({
  noun,
  editing,
  submitting,
  onSubmit,
  onCancel,
  formRef,
  children,
}: {
  noun: string;
  editing: boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  children: ReactNode;
}) {
  const title = editing ? `Edit ${noun}` : `Add ${noun}`;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title} scrollMarginTop="20">
          <Stack gap="4">
            {children}
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Saving...">
                {editing ? `Update ${noun}` : `Add ${noun}`}
              </Button>
              <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
