import { Button, Card, HStack, Heading, Stack, chakra } from '@chakra-ui/react';
import type { ReactNode, RefObject, FormEvent } from 'react';

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
  noun,
  editor: { editing: entity, submitting, submit, cancel, formRef },
  children,
}: {
  noun: string;
  editor: FormState;
  children: ReactNode;
}) {
  const editing = entity !== null;
  const title = editing ? `Edit ${noun}` : `Add ${noun}`;
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
              <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Saving...">
                {editing ? `Update ${noun}` : `Add ${noun}`}
              </Button>
              <Button type="button" variant="outline" onClick={cancel} disabled={submitting}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
