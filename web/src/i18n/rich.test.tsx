import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { slots, withElements } from './rich.tsx';

describe('elements inside a translated sentence', () => {
  it('puts each element where the translation placed its argument', () => {
    const values = slots(['source', 'licence']);
    const message = `שמות המקומות מתוך ${values.source} (${values.licence}).`;
    const html = renderToStaticMarkup(<p>{withElements(message, [<a key="s">GeoNames</a>, <b key="l">CC BY 4.0</b>])}</p>);
    expect(html).toBe('<p>שמות המקומות מתוך <a>GeoNames</a> (<b>CC BY 4.0</b>).</p>');
  });

  it('leaves a message without markers as it is', () => {
    expect(renderToStaticMarkup(<>{withElements('Plain text', [])}</>)).toBe('Plain text');
  });
});
