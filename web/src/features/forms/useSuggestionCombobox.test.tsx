import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSuggestionCombobox } from './useSuggestionCombobox.ts';

const CITIES = ['Boston', 'Baltimore', 'Brooklyn'];

/** A bare combobox on the hook, as LocationSearch and SearchBox wire it. */
function Combo({ onPick, onSubmit }: { onPick: (city: string) => void; onSubmit: () => void }) {
  const [text, setText] = useState('');
  const available = text.length >= 2 ? CITIES : [];
  const combo = useSuggestionCombobox({ available, canExpand: available.length > 0, onPick });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div {...combo.containerProps}>
        <input aria-label="City" value={text} {...combo.inputProps} onChange={(e) => (setText(e.target.value), combo.reopen())} />
        <ul {...combo.listboxProps} {...combo.popupProps} aria-label="Cities">
          {combo.options.map((city, i) => (
            <li key={city} {...combo.optionProps(i)}>
              {city}
            </li>
          ))}
        </ul>
      </div>
      <button type="button">Elsewhere</button>
    </form>
  );
}

function setup() {
  const onPick = vi.fn();
  const onSubmit = vi.fn();
  render(<Combo onPick={onPick} onSubmit={onSubmit} />);
  const input = screen.getByRole('combobox', { name: 'City' });
  fireEvent.change(input, { target: { value: 'Bo' } });
  return { input, onPick, onSubmit };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

afterEach(cleanup);

describe('useSuggestionCombobox', () => {
  it('opens on typing and moves with up/down, wrapping around both ends', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(activeOption(input)).toBeUndefined();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)).toBe('Brooklyn');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toBe('Boston');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toBe('Brooklyn');
    expect(screen.getByRole('option', { name: 'Brooklyn' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toBe('Boston');
  });

  it('picks the highlighted suggestion on Enter and closes; without one, Enter submits the form', () => {
    const { input, onPick, onSubmit } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Baltimore');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.submit(input.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, reopens on down, and picks a clicked suggestion', () => {
    const { input, onPick } = setup();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Brooklyn' }));
    expect(onPick).toHaveBeenCalledWith('Brooklyn');
  });

  it('closes when focus leaves the box (a click outside), not when it stays inside', () => {
    const { input } = setup();
    fireEvent.blur(input, { relatedTarget: screen.getByRole('listbox') });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
