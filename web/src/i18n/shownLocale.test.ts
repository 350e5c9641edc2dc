import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_LANG_ATTRIBUTE } from '#domain/static-page.ts';
import { documentLocale } from './shownLocale.ts';

describe('the language the HTML was rendered in', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(FRAME_LANG_ATTRIBUTE);
    document.documentElement.lang = '';
  });

  it('is <html lang> on a prerendered page', () => {
    document.documentElement.lang = 'fr';
    expect(documentLocale()).toBe('fr');
  });

  it("is the frame's on a page the Worker filled in, whose lang is the page's", () => {
    document.documentElement.lang = 'he';
    document.documentElement.setAttribute(FRAME_LANG_ATTRIBUTE, 'en');
    expect(documentLocale()).toBe('en');
  });
});
