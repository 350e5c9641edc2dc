import { Badge, Box, Input, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { ADMIN_LIST_MAX, type Synagogue } from '#contract/synagogues.ts';
import { NUSACH } from '#domain/enums.ts';
import { codeWord, isCode } from '../../../i18n/codes.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { useDebouncedValue } from '../../directory/useDebouncedValue.ts';
import { adminReads, useAdminData } from '../adminData.ts';
import { ListPanel, ListRow, ListScroll } from '../ListPanel.tsx';
import { RowActions, RowTitle } from '../RowActions.tsx';
import { addressLine } from '#domain/address.ts';

/**
 * Up to 5000 listings, kept smooth by rendering only the rows in view
 * (@tanstack/react-virtual). The filter searches the whole directory on the server, so a
 * listing beyond the first 5000 can still be found.
 */
export function SynagogueList({ onEdit, onDelete }: { onEdit: (s: Synagogue) => void; onDelete: (s: Synagogue) => void }) {
  const t = useT();
  const format = useFormat();
  const [filter, setFilter] = useState('');
  const search = useDebouncedValue(filter.trim(), 300);
  const { data, error, isLoading, mutate } = useAdminData(adminReads.synagogues(search), { keepPreviousData: true });
  const rows = data ?? [];
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is meant to be called on every render
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 68,
    overscan: 8,
    getItemKey: (index) => rows[index]!.id,
  });

  return (
    <ListPanel
      title={t('admin.tabs.synagogues')}
      loadingText={t('admin.synagogues.loading')}
      failedText={t('admin.synagogues.loadFailed')}
      count={rows.length}
      loading={isLoading && !data}
      error={error}
      onRetry={() => void mutate()}
      emptyText={search ? t('admin.synagogues.noMatch', { search }) : t('admin.synagogues.empty')}
      toolbar={
        <Box>
          <Input
            type="search"
            size="sm"
            aria-label={t('admin.synagogues.filterLabel')}
            placeholder={t('admin.synagogues.filterPlaceholder')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
          {rows.length >= ADMIN_LIST_MAX && (
            <Text textStyle="xs" color="fg.muted" mt="1">
              {t('admin.synagogues.firstOnly', { count: format.integer(ADMIN_LIST_MAX) })}
            </Text>
          )}
        </Box>
      }
    >
      <ListScroll ref={scrollRef} label={t('admin.synagogues.listLabel')}>
        <Box role="list" position="relative" height={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((item) => {
            const s = rows[item.index]!;
            return (
              <ListRow
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-setsize={rows.length}
                aria-posinset={item.index + 1}
                position="absolute"
                top="0"
                insetInlineStart="0"
                width="full"
                transform={`translateY(${item.start}px)`}
                actions={<RowActions name={s.name} href={s.website} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />}
              >
                <RowTitle name={s.name} isActive={s.isActive}>
                  {s.nusach && (
                    <Badge size="sm" variant="subtle">
                      {isCode(NUSACH, s.nusach) ? codeWord(t, 'nusach', s.nusach) : s.nusach}
                    </Badge>
                  )}
                </RowTitle>
                <Text textStyle="sm" color="fg.muted" truncate dir="auto">
                  {addressLine(s)}
                </Text>
              </ListRow>
            );
          })}
        </Box>
      </ListScroll>
    </ListPanel>
  );
}
