// Text fallbacks, shown (and labelled as offline samples) when the text library fails:
// sample prayers filtered by siddur section, psalm 23 in full, any other psalm a one-verse sample.
import type { Prayer, PsalmResponse, SiddurSection } from '#contract/texts.ts';

/** The samples are the app's own (offline) text, public-domain wording; they credit no library version. */
interface SamplePrayer extends Omit<Prayer, 'category' | 'credits'> {
  /** The sections the prayer is said in. */
  sections: SiddurSection[];
}

const SAMPLE_PRAYERS: SamplePrayer[] = [
  {
    title: 'Modeh Ani',
    hebrew: 'מוֹדֶה אֲנִי לְפָנֶיךָ, מֶלֶךְ חַי וְקַיָּם, שֶׁהֶחֱזַרְתָּ בִּי נִשְׁמָתִי בְּחֶמְלָה, רַבָּה אֱמוּנָתֶךָ.',
    english:
      'I give thanks to You, living and everlasting King, for You have restored my soul within me with mercy. Great is Your faithfulness.',
    sections: ['shacharit'],
  },
  {
    title: 'Shema',
    hebrew: 'שְׁמַע יִשְׂרָאֵל, יְהֹוָה אֱלֹהֵינוּ, יְהֹוָה אֶחָד.\nבָּרוּךְ שֵׁם כְּבוֹד מַלְכוּתוֹ לְעוֹלָם וָעֶד.',
    english: 'Hear, O Israel: the LORD our God, the LORD is one.\nBlessed be the name of His glorious kingdom for ever and ever.',
    sections: ['shacharit', 'maariv'],
  },
  {
    title: 'Aleinu',
    hebrew: 'עָלֵינוּ לְשַׁבֵּחַ לַאֲדוֹן הַכֹּל, לָתֵת גְּדֻלָּה לְיוֹצֵר בְּרֵאשִׁית.',
    english: 'It is our duty to praise the Master of all, to ascribe greatness to the Creator of the beginning.',
    sections: ['shacharit', 'mincha', 'maariv'],
  },
];

export function samplePrayers(section: SiddurSection): Prayer[] {
  return SAMPLE_PRAYERS.filter((p) => p.sections.includes(section)).map(({ title, hebrew, english }) => ({
    title,
    hebrew,
    english,
    category: section,
    credits: [],
  }));
}

const PSALM_23: PsalmResponse = {
  number: 23,
  ref: 'Psalms 23',
  heRef: 'תהילים כ״ג',
  credits: [],
  verses: [
    ['מִזְמוֹר לְדָוִד, יְהֹוָה רֹעִי לֹא אֶחְסָר.', 'A Psalm of David. The LORD is my shepherd; I shall not want.'],
    ['בִּנְאוֹת דֶּשֶׁא יַרְבִּיצֵנִי, עַל מֵי מְנֻחוֹת יְנַהֲלֵנִי.', 'He maketh me to lie down in green pastures; He leadeth me beside the still waters.'],
    ['נַפְשִׁי יְשׁוֹבֵב, יַנְחֵנִי בְמַעְגְּלֵי צֶדֶק לְמַעַן שְׁמוֹ.', 'He restoreth my soul; He guideth me in straight paths for His name’s sake.'],
    [
      'גַּם כִּי אֵלֵךְ בְּגֵיא צַלְמָוֶת לֹא אִירָא רָע כִּי אַתָּה עִמָּדִי, שִׁבְטְךָ וּמִשְׁעַנְתֶּךָ הֵמָּה יְנַחֲמֻנִי.',
      'Yea, though I walk through the valley of the shadow of death, I will fear no evil, for Thou art with me; Thy rod and Thy staff, they comfort me.',
    ],
    [
      'תַּעֲרֹךְ לְפָנַי שֻׁלְחָן נֶגֶד צֹרְרָי, דִּשַּׁנְתָּ בַשֶּׁמֶן רֹאשִׁי, כּוֹסִי רְוָיָה.',
      'Thou preparest a table before me in the presence of mine enemies; Thou hast anointed my head with oil; my cup runneth over.',
    ],
    [
      'אַךְ טוֹב וָחֶסֶד יִרְדְּפוּנִי כָּל יְמֵי חַיָּי, וְשַׁבְתִּי בְּבֵית יְהֹוָה לְאֹרֶךְ יָמִים.',
      'Surely goodness and mercy shall follow me all the days of my life; and I shall dwell in the house of the LORD for ever.',
    ],
  ].map(([hebrew = '', english = ''], i) => ({ verse: i + 1, hebrew, english })),
};

/** A psalm stand-in: psalm 23 in full, or the closing verse of the Psalter as a one-verse sample. */
export type PsalmSample = { kind: 'full'; psalm: PsalmResponse } | { kind: 'verse'; ref: string; hebrew: string; english: string };

const ONE_VERSE_SAMPLE: PsalmSample = {
  kind: 'verse',
  ref: 'Psalm 150:6',
  hebrew: 'כֹּל הַנְּשָׁמָה תְּהַלֵּל יָהּ, הַלְלוּיָהּ.',
  english: 'Let every thing that hath breath praise the LORD. Hallelujah.',
};

export const samplePsalm = (n: number): PsalmSample => (n === 23 ? { kind: 'full', psalm: PSALM_23 } : ONE_VERSE_SAMPLE);
