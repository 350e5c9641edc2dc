// Sefaria's text segments carry HTML: <b>/<i>/<small>/<big> emphasis, <br> line breaks, <span>
// markup of the Masoretic edition (maqaf, ketiv/qere), footnotes as
// `<sup class="footnote-marker">1</sup><i class="footnote">…</i>` (with nested <i>), and editorial
// paragraph markers `<span class="mam-spi-pe">{פ}</span>`. Nothing of it reaches the page as HTML:
// every segment becomes plain text here, and the page renders text nodes only.

/** Elements whose content is dropped with them: footnotes, markers, anything executable. */
const DROPPED_TAGS = new Set(['sup', 'script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);
// The ketiv (`mam-kq-k`, the written form) is dropped: readers read the qere.
const DROPPED_CLASS = /(?:^|\s)(?:footnote|footnote-marker|mam-spi-[\w-]+|mam-kq-k)(?:\s|$)/;
/** The qere comes in brackets inside its span (`<span class="mam-kq-q">[וְתַ֥חַת]</span>`). */
const QERE_BRACKETS = /(<span\s+class\s*=\s*["']mam-kq-q["']\s*>)\s*\[([^\]<]*)\]\s*(<\/span>)/gi;
/** Elements that end a line of text. */
const LINE_BREAKS = new Set(['br', 'p', 'div', 'li', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  zwj: '\u200d',
  zwnj: '\u200c',
  lrm: '\u200e',
  rlm: '\u200f',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

/** A tag, a comment, or a run of text (a lone '<' that opens no tag is text). */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function classOf(attributes: string): string {
  const match = /\bclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
}

/**
 * One segment of upstream HTML as plain text: tags removed (keeping their text), footnotes,
 * markers and executable elements removed with their content, line-breaking elements turned into
 * newlines, entities decoded, and runs of spaces collapsed.
 */
export function toPlainText(html: string): string {
  let out = '';
  // While inside a dropped element: its tag name and how deeply it is nested in itself.
  let dropping: { tag: string; depth: number } | null = null;

  for (const [, closing, rawTag, attributes = '', text] of html.replace(QERE_BRACKETS, '$1$2$3').matchAll(TOKEN)) {
    if (text !== undefined) {
      if (!dropping) out += text;
      continue;
    }
    if (rawTag === undefined) continue; // a comment
    const tag = rawTag.toLowerCase();
    const isVoid = VOID_TAGS.has(tag) || /\/\s*$/.test(attributes);

    if (dropping) {
      if (tag === dropping.tag && !isVoid) {
        dropping.depth += closing ? -1 : 1;
        if (dropping.depth === 0) dropping = null;
      }
      continue;
    }
    if (!closing && !isVoid && (DROPPED_TAGS.has(tag) || DROPPED_CLASS.test(classOf(attributes)))) {
      dropping = { tag, depth: 1 };
      continue;
    }
    if (LINE_BREAKS.has(tag) && (tag === 'br' || closing)) out += '\n';
  }

  return decodeEntities(out)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0\u2002\u2003\u2009]+/g, ' ').trim())
    .filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== ''))
    .join('\n')
    .trim();
}
