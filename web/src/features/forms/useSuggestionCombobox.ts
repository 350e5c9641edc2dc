import type { BoxProps } from '@chakra-ui/react';
import { useId, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** The suggestion popup's look: a card under the input, as wide as it, scrolling after 15rem. */
export const SUGGESTION_POPUP_STYLE = {
  // On phones the buttons sit under the box: an overlaid list would cover them, so there the
  // list takes its place in the flow and pushes them down while it is open.
  position: { base: 'static', md: 'absolute' },
  mt: { base: '1', md: '0' },
  top: 'calc(100% + 4px)',
  insetX: '0',
  zIndex: 'dropdown',
  bg: 'bg',
  borderWidth: '1px',
  rounded: 'md',
  shadow: 'lg',
  maxH: '15rem',
  overflowY: 'auto',
} as const satisfies BoxProps;

/**
 * The keyboard and ARIA 1.2 combobox logic of a text box with suggestions:
 * typing opens the list, up/down move through it with wraparound (and open a closed one), Enter
 * picks the highlighted suggestion (without one, the form submits: a search), Escape closes,
 * a click picks, and leaving the box (click outside, Tab) closes.
 *
 * `available` is what the list would show; `canExpand` whether the popup may show at all (e.g.
 * after 2 characters, also to say 'No locations found'). Spread the returned props on the
 * input, the box around input and popup, the popup, the listbox and each option.
 */
export function useSuggestionCombobox<T>({
  available,
  canExpand,
  onPick,
}: {
  available: readonly T[];
  canExpand: boolean;
  onPick: (item: T) => void;
}) {
  const listboxId = `${useId()}-suggestions`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const expanded = open && canExpand;
  const options = expanded ? available : [];
  const highlighted = active >= 0 && active < options.length;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (item: T) => {
    close();
    onPick(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const n = available.length;
      if (n === 0) return;
      if (e.key === 'ArrowDown') setActive((i) => (i + 1) % n);
      else setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && highlighted) {
      e.preventDefault();
      pick(options[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      close();
    }
  };

  return {
    expanded,
    options,
    active,
    close,
    /** Call as the text changes: the list opens on the new suggestions, nothing highlighted. */
    reopen: () => {
      setOpen(true);
      setActive(-1);
    },
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': highlighted ? `${listboxId}-${active}` : undefined,
      autoComplete: 'off',
      onKeyDown,
    } as const,
    // On the element holding the box AND its own buttons: focus moving to one of them (a tap
    // on Search) must not close the list first, or the list would collapse and move the button
    // away before the tap ends. The buttons' actions close it themselves.
    containerProps: {
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
      },
    },
    popupProps: {
      hidden: !expanded,
      // Keep focus in the input while a suggestion is clicked.
      onMouseDown: (e: MouseEvent) => e.preventDefault(),
    },
    listboxProps: { id: listboxId, role: 'listbox' },
    optionProps: (i: number) => ({
      id: `${listboxId}-${i}`,
      role: 'option',
      'aria-selected': i === active,
      onMouseEnter: () => setActive(i),
      onClick: () => pick(options[i]!),
    }),
  };
}
