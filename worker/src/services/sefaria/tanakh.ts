// Whether a ref is in the Tanakh, whose English is pinned to the public-domain JPS 1917 (docs/domain.md:
// Texts). Sefaria's English book titles, as its refs and @hebcal's learning links name them;
// written out because no package exports them (@hebcal/learning keeps its list private).
const TANAKH_BOOKS: ReadonlySet<string> = new Set([
  'Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy',
  'Joshua', 'Judges', 'I Samuel', 'II Samuel', 'I Kings', 'II Kings', 'Isaiah', 'Jeremiah', 'Ezekiel',
  'Hosea', 'Joel', 'Amos', 'Obadiah', 'Jonah', 'Micah', 'Nahum', 'Habakkuk', 'Zephaniah', 'Haggai', 'Zechariah', 'Malachi',
  'Psalms', 'Proverbs', 'Job', 'Song of Songs', 'Ruth', 'Lamentations', 'Ecclesiastes', 'Esther', 'Daniel', 'Ezra', 'Nehemiah', 'I Chronicles', 'II Chronicles',
]);

/** "Psalms 23", "II Kings 4:1-37" → true; "Arakhin 7a-7b", "Mishnah Negaim 3:3-4" → false. */
export const isTanakhRef = (ref: string): boolean => TANAKH_BOOKS.has(ref.replace(/\s+\d[\d:ab-]*$/, '').trim());
