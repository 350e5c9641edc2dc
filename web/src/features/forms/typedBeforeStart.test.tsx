import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormTypedBeforeStart, useTypedBeforeStart } from './typedBeforeStart.ts';

function Box() {
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(ref, text, setText);
  return (
    <>
      <input ref={ref} aria-label="q" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
    </>
  );
}

function Form() {
  const [values, setValues] = useState({ email: '', about: '', kind: '' });
  const ref = useRef<HTMLFormElement>(null);
  useFormTypedBeforeStart(ref, values, (name, typed) => setValues((v) => ({ ...v, [name]: typed })));
  const bind = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return (
    <form ref={ref}>
      <input {...bind('email')} />
      <textarea {...bind('about')} />
      <select {...bind('kind')}>
        <option value="">Choose</option>
        <option value="gold">Gold</option>
      </select>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

let container: HTMLElement;
afterEach(() => container?.remove());

/** Renders `ui` as the build would, lets `type` act on the HTML, then hydrates it. */
async function hydrateAfterTyping(ui: React.ReactElement, type: (root: HTMLElement) => void) {
  container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  type(container);
  await act(async () => {
    hydrateRoot(container, ui);
  });
  return container;
}

describe('text typed before the app starts', () => {
  it('is taken into the field state at hydration, and stays', async () => {
    const root = await hydrateAfterTyping(<Box />, (r) => {
      r.querySelector('input')!.value = 'Brookl';
    });
    expect(root.querySelector('output')!.textContent).toBe('Brookl');
    expect(root.querySelector('input')!.value).toBe('Brookl');
  });

  it('is taken from every named field of a form', async () => {
    const root = await hydrateAfterTyping(<Form />, (r) => {
      (r.querySelector('[name=email]') as HTMLInputElement).value = 'a@example.com';
      (r.querySelector('[name=about]') as HTMLTextAreaElement).value = 'We sell challah';
      (r.querySelector('[name=kind]') as HTMLSelectElement).value = 'gold';
    });
    expect(JSON.parse(root.querySelector('output')!.textContent!)).toEqual({
      email: 'a@example.com',
      about: 'We sell challah',
      kind: 'gold',
    });
    expect((root.querySelector('[name=about]') as HTMLTextAreaElement).value).toBe('We sell challah');
  });

  it('changes nothing when nothing was typed', async () => {
    const root = await hydrateAfterTyping(<Box />, () => {});
    expect(root.querySelector('output')!.textContent).toBe('');
  });
});
