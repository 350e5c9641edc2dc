// The complete services of each siddur, read from the book's node tree (Sefaria's
// `/api/v2/raw/index/{title}`, cached 30 days): each service is one or more subtrees of the book,
// and its parts are the subtrees' leaves in order. A leaf's ref is the book title and the node
// titles down to it, joined by ", " (e.g. "Siddur Ashkenaz, Weekday, Shacharit, Amidah, Patriarchs").
import type { Nusach, Service, SiddurPart } from '../../../../schema/siddur.ts';
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
    blessings: [['Blessings After Eating']],
    tefillat_haderech: [['Blessings After Eating', "Traveler's Prayer"]],
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
