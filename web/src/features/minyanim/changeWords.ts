// A proposed change in words, in the page's language: 'Maariv · Sun–Thu · 8:00 PM' for a rule,
// and the change as 'Maariv · Sun–Thu · 8:00 PM → Maariv · Sun–Thu · 8:15 PM'.
import { useMemo } from 'react';
import type { MinyanDay, Tefillah } from '#domain/enums.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useRuleWords } from './ruleWords.ts';

export interface WordedRule {
  tefillah: Tefillah;
  days: readonly MinyanDay[];
  date?: string | null;
  time: string | null;
  zman: string | null;
  offsetMinutes: number;
}

export function useChangeWords() {
  const t = useT();
  const words = useRuleWords();
  return useMemo(() => {
    const rule = (r: WordedRule) =>
      [
        t(`minyanim.tefillah.${r.tefillah}`),
        words.when({ date: r.date ?? null, validFrom: null, validUntil: null, days: r.days }),
        words.time(r),
      ]
        .filter(Boolean)
        .join(' · ');
    return {
      rule,
      /** 'was → rule' */
      to: (was: WordedRule, now: WordedRule) => t('proposals.change.to', { was: rule(was), rule: rule(now) }),
    };
  }, [t, words]);
}
