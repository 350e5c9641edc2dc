import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydratedSearchParams } from './hydration.ts';

let renders: string[] = [];

function Query() {
  const [params] = useHydratedSearchParams();
  const q = params.get('q') ?? '';
  renders.push(q);
  return <output>{q}</output>;
}

let container: HTMLElement;
afterEach(() => container?.remove());

/** Renders the page as the build does (the bare path), then hydrates it at `address`. */
async function hydrateAt(address: string) {
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <Query />
    </MemoryRouter>,
  );
  document.body.append(container);
  renders = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[address]}>
        <Query />
      </MemoryRouter>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { output: container.querySelector('output')!.textContent, errors };
}

describe("the address's query at hydration", () => {
  it('is empty while hydrating, then applies, with no mismatch', async () => {
    const { output, errors } = await hydrateAt('/?q=Brooklyn');
    expect(renders).toEqual(['', 'Brooklyn']);
    expect(output).toBe('Brooklyn');
    expect(errors).toEqual([]);
  });

  it('renders a page visited without a query once: nothing changed, so nothing renders again', async () => {
    const { output, errors } = await hydrateAt('/');
    expect(renders).toEqual(['']);
    expect(output).toBe('');
    expect(errors).toEqual([]);
  });
});
