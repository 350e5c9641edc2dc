// The complete services of each siddur, read from the book's node tree (Sefaria's
// `/api/v2/raw/index/{title}`, cached 30 days): each service is one or more subtrees of the book,
// and its parts are the subtrees' leaves in order. A leaf's ref is the book title and the node
// titles down to it, joined by ", " (e.g. "Siddur Ashkenaz, Weekday, Shacharit, Amidah, Patriarchs").
import type { Nusach, Service, SiddurAddition, SiddurPart } from '#contract/siddur.ts';
import type { IndexNode } from './client.ts';

export const SIDDUR_BOOKS: Record<Nusach, string> = {
  ashkenaz: 'Siddur Ashkenaz',
  sefard: 'Siddur Sefard',
  edot_hamizrach: 'Siddur Edot HaMizrach',
};

/** Where each service sits in each book: node-title paths from the book's root, in prayer order. */
export const SERVICE_PATHS: Record<Nusach, Record<Service, readonly (readonly string[])[]>> = {
  ashkenaz: {
    weekday_shacharit: [['Weekday', 'Shacharit']],
    weekday_mincha: [['Weekday', 'Minchah']],
    weekday_maariv: [['Weekday', 'Maariv']],
    kabbalat_shabbat: [['Shabbat', 'Kabbalat Shabbat']],
    shabbat_maariv: [['Shabbat', 'Maariv']],
    shabbat_shacharit: [['Shabbat', 'Shacharit']],
    shabbat_musaf: [['Shabbat', 'Musaf LeShabbat']],
    shabbat_mincha: [['Shabbat', 'Minchah']],
    birkat_hamazon: [['Berachot', 'Birkat HaMazon']],
    blessings: [['Berachot', 'Birkat Hanehenin']],
    tefillat_haderech: [['Berachot', 'Tefillat HaDerech']],
  },
  sefard: {
    weekday_shacharit: [['Upon Arising'], ['Weekday Shacharit']],
    weekday_mincha: [['Weekday Mincha']],
    weekday_maariv: [['Weekday Maariv']],
    kabbalat_shabbat: [['Kabbalat Shabbat']],
    shabbat_maariv: [['Shabbat Eve Maariv']],
    shabbat_shacharit: [['Shabbat Morning Services']],
    shabbat_musaf: [['Musaf']],
    shabbat_mincha: [['Shabbat Mincha']],
    birkat_hamazon: [['Birchat HaMazon']],
    blessings: [['Blessings']],
    tefillat_haderech: [['Blessings', "Traveler's Prayer"]],
  },
  edot_hamizrach: {
    weekday_shacharit: [['Preparatory Prayers'], ['Weekday Shacharit']],
    weekday_mincha: [['Weekday Mincha']],
    weekday_maariv: [['Weekday Arvit'], ['Counting of the Omer']],
    kabbalat_shabbat: [['Kabbalat Shabbat']],
    shabbat_maariv: [['Shabbat Arvit']],
    shabbat_shacharit: [['Shabbat Shacharit']],
    shabbat_musaf: [['Shabbat Mussaf']],
    shabbat_mincha: [['Shabbat Mincha']],
    birkat_hamazon: [['Post Meal Blessing']],
    blessings: [['Al Hamihya'], ['Blessings on Enjoyments']],
    tefillat_haderech: [['Assorted Blessings and Prayers', "Traveler's Prayer"]],
  },
};

interface AdditionPath {
  key: SiddurAddition['key'];
  /** The node (from the book's root) whose leaves are added. */
  path: readonly string[];
  /** The node of the service they follow: its last leaf. */
  after: readonly string[];
}

/**
 * Hallel and Rosh Chodesh's Musaf, which each book keeps in its Rosh Chodesh (or Festivals)
 * section, and where they go: Hallel right after the Amidah; Musaf where the book's own Rosh
 * Chodesh order puts it, after Ashrei and Uva LeTzion (Ashkenaz, Sefard), after the Song of the
 * Day (Edot HaMizrach). Shabbat's own Musaf is a service of its own, so Shabbat Shacharit takes
 * only Hallel.
 */
export const ADDITION_PATHS: Record<Nusach, Partial<Record<Service, readonly AdditionPath[]>>> = {
  ashkenaz: {
    weekday_shacharit: [
      { key: 'hallel', path: ['Festivals', 'Rosh Chodesh', 'Hallel'], after: ['Weekday', 'Shacharit', 'Amidah'] },
      {
        key: 'musaf',
        path: ['Festivals', 'Rosh Chodesh', 'Musaf Amidah for Rosh Chodesh'],
        after: ['Weekday', 'Shacharit', 'Concluding Prayers', 'Uva Letzion'],
      },
    ],
    shabbat_shacharit: [{ key: 'hallel', path: ['Festivals', 'Rosh Chodesh', 'Hallel'], after: ['Shabbat', 'Shacharit', 'Amidah'] }],
  },
  sefard: {
    weekday_shacharit: [
      { key: 'hallel', path: ['Rosh Chodesh', 'Hallel'], after: ['Weekday Shacharit', 'Amidah'] },
      { key: 'musaf', path: ['Rosh Chodesh', 'Mussaf'], after: ['Weekday Shacharit', 'Ashrei'] },
    ],
    shabbat_shacharit: [{ key: 'hallel', path: ['Rosh Chodesh', 'Hallel'], after: ['Shabbat Morning Services', 'Amidah'] }],
  },
  edot_hamizrach: {
    weekday_shacharit: [
      { key: 'hallel', path: ['Rosh Hodesh', 'Hallel'], after: ['Weekday Shacharit', 'Amida'] },
      { key: 'musaf', path: ['Rosh Hodesh', 'Mussaf'], after: ['Weekday Shacharit', 'Song of the Day'] },
    ],
    shabbat_shacharit: [{ key: 'hallel', path: ['Rosh Hodesh', 'Hallel'], after: ['Shabbat Shacharit', 'Amidah'] }],
  },
};

function findNode(nodes: readonly IndexNode[], path: readonly string[]): IndexNode | undefined {
  const [first, ...rest] = path;
  const node = nodes.find((n) => n.title === first);
  if (!node || rest.length === 0) return node;
  return findNode(node.nodes ?? [], rest);
}

/** The leaves under `node`, in order; `heading` holds the titles between the service and the leaf. */
function leaves(node: IndexNode, refPath: readonly string[], heading: readonly string[]): SiddurPart[] {
  if (!node.nodes?.length) return [{ ref: refPath.join(', '), title: node.title, heading: [...heading] }];
  return node.nodes.flatMap((child) => leaves(child, [...refPath, child.title], [...heading, node.title]));
}

/**
 * A service's parts in order. A path the tree does not hold is skipped (and logged), so a
 * renamed node costs that part of the service, not the whole of it.
 */
export function serviceParts(nusach: Nusach, service: Service, nodes: readonly IndexNode[]): SiddurPart[] {
  const book = SIDDUR_BOOKS[nusach];
  return SERVICE_PATHS[nusach][service].flatMap((path) => {
    const node = findNode(nodes, path);
    if (!node) {
      console.error('Siddur node not found:', book, path.join(' > '));
      return [];
    }
    // Headings start below the service's own node: its name is the page's section title.
    return leaves(node, [book, ...path], []).map((part) => ({ ...part, heading: part.heading.slice(1) }));
  });
}

/**
 * The parts a service takes on some days, each with the ref of the part it follows. Their
 * headings name the section they come from (e.g. ['Rosh Chodesh', 'Hallel']). A path the tree
 * does not hold is skipped (and logged), as in serviceParts.
 */
export function serviceAdditions(nusach: Nusach, service: Service, nodes: readonly IndexNode[]): SiddurAddition[] {
  const book = SIDDUR_BOOKS[nusach];
  return (ADDITION_PATHS[nusach][service] ?? []).flatMap(({ key, path, after }) => {
    const node = findNode(nodes, path);
    const anchor = findNode(nodes, after);
    if (!node || !anchor) {
      console.error('Siddur node not found:', book, (node ? after : path).join(' > '));
      return [];
    }
    const last = leaves(anchor, [book, ...after], []).at(-1)!;
    return [{ key, after: last.ref, parts: leaves(node, [book, ...path], path.slice(-2, -1)) }];
  });
}
