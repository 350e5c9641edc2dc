import { describe, expect, it } from 'vitest';
import { firstScreenNamespaces } from './pageNamespaces.ts';

const ALL = ['ads', 'calendar', 'directory', 'frame', 'home', 'minyanim', 'sponsors'];

describe('a page loads the frame and its own first screen’s messages before hydrating', () => {
  it('picks the page by its address in any language', () => {
    expect(firstScreenNamespaces('/calendar', ALL)).toEqual(['frame', 'calendar']);
    expect(firstScreenNamespaces('/he/calendar', ALL)).toEqual(['frame', 'calendar']);
    expect(firstScreenNamespaces('/he', ALL)).toEqual(['frame', 'home', 'directory', 'minyanim', 'sponsors', 'ads']);
  });

  it('loads only the frame for a page it does not list, and never a namespace that does not exist', () => {
    expect(firstScreenNamespaces('/admin', ALL)).toEqual(['frame']);
    expect(firstScreenNamespaces('/siddur', ALL)).toEqual(['frame']);
  });
});
