import { describe, expect, it } from 'vitest';
import { toPlainText } from './sanitize.ts';

describe('toPlainText', () => {
  it('drops footnotes with their nested markup and keeps the text around them', () => {
    const html =
      'Who formed man with wisdom<sup class="footnote-marker">3</sup><i class="footnote">God formed man.—<i>Vilna Gaon</i> and more</i> and created within him';
    expect(toPlainText(html)).toBe('Who formed man with wisdom and created within him');
  });

  it('keeps the words of emphasis and Masoretic markup but not the tags', () => {
    expect(toPlainText('אַ֥שְֽׁרֵי<span class="mam-implicit-maqaf">־</span>הָאִ֗ישׁ אֲשֶׁ֤ר&thinsp;<b>׀</b> לֹ֥א')).toBe('אַ֥שְֽׁרֵי־הָאִ֗ישׁ אֲשֶׁ֤ר ׀ לֹ֥א');
    expect(toPlainText('<i>Cover your head with the </i>tallis<i> and say:</i>')).toBe('Cover your head with the tallis and say:');
    expect(toPlainText('צֹ֥ור <span class="mam-kq"><span class="mam-kq-k">(תחת)</span> <span class="mam-kq-q">[וְתַ֥חַת]</span></span>')).toBe(
      'צֹ֥ור וְתַ֥חַת',
    );
  });

  it('drops the paragraph markers and the spacing around them', () => {
    expect(toPlainText('יָמִֽים׃&nbsp;<span class="mam-spi-pe">{פ}</span><br>')).toBe('יָמִֽים׃');
    expect(toPlainText('רָֽע׃&nbsp;<span class="mam-spi-samekh">{ס}</span>&nbsp;&nbsp;&nbsp;&nbsp;')).toBe('רָֽע׃');
  });

  it('turns line breaks into newlines without blank runs', () => {
    expect(toPlainText('אֲדון עולָם:<br> לְעֵת נַעֲשה:<br><br><br> וְאַחֲרֵי:<br>')).toBe('אֲדון עולָם:\nלְעֵת נַעֲשה:\n\nוְאַחֲרֵי:');
  });

  it('removes executable content and leaves escaped markup as inert text', () => {
    expect(toPlainText('a<script>alert(1)</script>b<img src=x onerror=alert(1)>c<style>p{}</style>')).toBe('abc');
    expect(toPlainText('<a href="javascript:alert(1)" onclick="x()">link</a>')).toBe('link');
    expect(toPlainText('&lt;b&gt;bold&lt;/b&gt; &amp; &#x5D0;&#1489;')).toBe('<b>bold</b> & אב');
    expect(toPlainText('<!-- note --> 5 < 6')).toBe('5 < 6');
  });

  it('is the identity on plain text apart from spacing', () => {
    expect(toPlainText('  Seek ye the LORD   while He may be found, ')).toBe('Seek ye the LORD while He may be found,');
    expect(toPlainText('')).toBe('');
  });
});
