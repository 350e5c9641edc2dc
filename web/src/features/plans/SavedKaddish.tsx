// Saving a year of Kaddish to the account (signed in only), with reminders by mail and a private
// calendar feed; the saved plans, each with its switches and a delete.
import { Button, Card, Checkbox, Code, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { KaddishPlan } from '#contract/kaddish.ts';
import { useRead } from '#web-lib/useRead.ts';
import { useLocale, useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { useUser } from '../auth/useUser.ts';
import { changePlan, deletePlan, feedUrlIn, savePlan, savedPlans, type DeathInput } from './api.ts';
import { toPlaceRef, type ChosenPlace } from './places.ts';

function SavedPlan({ plan, onChange }: { plan: KaddishPlan; onChange: () => void }) {
  const t = useT();
  const locale = useLocale();
  const act = async (call: Promise<unknown>) => {
    await call;
    onChange();
  };
  return (
    <Stack as="li" gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="semibold">
        <bdi>{plan.label ?? t('plans.kaddish.unnamed')}</bdi>
      </Text>
      <Checkbox.Root checked={plan.reminders} onCheckedChange={(e) => void act(changePlan(plan.id, { reminders: e.checked === true }))}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('plans.kaddish.reminders')}</Checkbox.Label>
      </Checkbox.Root>
      {plan.feedUrl ? (
        <Stack gap="1">
          <Text fontSize="sm">{t('plans.kaddish.feedOn')}</Text>
          <Code wordBreak="break-all" dir="ltr">
            {feedUrlIn(plan.feedUrl, locale)}
          </Code>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => void act(changePlan(plan.id, { feed: true }))}>
              {t('plans.kaddish.feedRenew')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => void act(changePlan(plan.id, { feed: false }))}>
              {t('plans.kaddish.feedOff')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Button size="xs" variant="outline" alignSelf="start" onClick={() => void act(changePlan(plan.id, { feed: true }))}>
          {t('plans.kaddish.feedCreate')}
        </Button>
      )}
      <Button size="xs" colorPalette="red" variant="ghost" alignSelf="start" onClick={() => void act(deletePlan(plan.id))}>
        {t('plans.kaddish.delete')}
      </Button>
    </Stack>
  );
}

export function SavedKaddish({ death, places }: { death: DeathInput | null; places: ChosenPlace[] }) {
  const t = useT();
  const { user } = useUser();
  const saved = useRead(user ? savedPlans() : null);
  const [label, setLabel] = useState('');
  const [reminders, setReminders] = useState(true);
  const [failed, setFailed] = useState(false);

  if (!user) {
    return (
      <Text color="fg.muted">
        {t('plans.kaddish.signInToSave')} <AppLink to="/auth">{t('plans.signIn')}</AppLink>
      </Text>
    );
  }
  const save = async () => {
    if (!death) return;
    setFailed(false);
    try {
      await savePlan({ label: label || null, death, places: places.map(toPlaceRef), reminders });
      await saved.mutate();
    } catch {
      setFailed(true);
    }
  };
  return (
    <Card.Root as="section" aria-labelledby="kaddish-saved">
      <Card.Header>
        <Heading as="h2" size="lg" id="kaddish-saved">
          {t('plans.kaddish.saved')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {death && (
            <Stack gap="2">
              <Field.Root>
                <Field.Label>{t('plans.kaddish.label')}</Field.Label>
                <Input value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} />
              </Field.Root>
              <Checkbox.Root checked={reminders} onCheckedChange={(e) => setReminders(e.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('plans.kaddish.reminders')}</Checkbox.Label>
              </Checkbox.Root>
              <Button alignSelf="start" onClick={() => void save()}>
                {t('plans.kaddish.save')}
              </Button>
              {failed && <Text color="fg.error">{t('plans.failed')}</Text>}
            </Stack>
          )}
          <Stack as="ul" gap="2" listStyleType="none" ps="0">
            {(saved.data ?? []).map((plan) => (
              <SavedPlan key={plan.id} plan={plan} onChange={() => void saved.mutate()} />
            ))}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
