import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/**
 * Which other features each feature of the web app may import (`web/src/features/<name>`). The
 * order is one way, so features never import each other in a cycle: what two features share
 * belongs to the lower one (a listing's address is the directory's, used by minyanim), and a
 * feature that only serves another lives inside it (the jobs panel is the admin's). A new feature
 * must be added here before it can import, or be imported by, another.
 */
const FEATURE_IMPORTS = {
  forms: [],
  ads: [],
  privacy: [],
  // What the device keeps for use offline: below every feature that reads through it.
  offline: [],
  texts: ['forms', 'offline'],
  passkeys: ['forms'],
  auth: ['forms', 'passkeys', 'privacy'],
  account: ['auth', 'forms', 'passkeys', 'privacy'],
  sponsors: ['forms', 'privacy'],
  submissions: ['forms', 'privacy'],
  uploads: ['forms'],
  directory: ['forms'],
  calendar: ['directory', 'forms', 'offline'],
  minyanim: ['directory', 'forms', 'offline', 'privacy'],
  admin: ['ads', 'auth', 'directory', 'forms', 'minyanim', 'sponsors', 'submissions', 'uploads'],
  manage: ['admin', 'auth', 'directory', 'forms', 'minyanim', 'privacy'],
  siddur: ['calendar', 'offline', 'texts'],
  plans: ['auth', 'calendar', 'forms', 'offline'],
};

/** Fails loading the config when FEATURE_IMPORTS itself has a cycle (a → b → … → a). */
function assertNoFeatureCycle(imports) {
  const done = new Set();
  const visit = (name, path) => {
    if (path.includes(name)) throw new Error(`eslint.config.js: features import each other in a cycle: ${[...path, name].join(' → ')}`);
    if (done.has(name)) return;
    for (const next of imports[name] ?? []) visit(next, [...path, name]);
    done.add(name);
  };
  for (const name of Object.keys(imports)) visit(name, []);
}
assertNoFeatureCycle(FEATURE_IMPORTS);

/**
 * The files whose interface text comes from the message catalogs (docs/translating.md): in them, a
 * literal string in JSX text or in an attribute people read or hear is an error. The features are
 * translated one by one: add each file (or a whole folder's glob) here once it is converted.
 */
const TRANSLATED_FILES = [
  'web/src/root.tsx',
  'web/src/app/*.tsx',
  'web/src/routes/home.tsx',
  'web/src/routes/language.tsx',
  'web/src/routes/not-found.tsx',
  'web/src/routes/offline.tsx',
  'web/src/features/ads/AdBlock.tsx',
  'web/src/features/directory/DirectoryStats.tsx',
  'web/src/features/directory/ExploreBand.tsx',
  'web/src/features/directory/FeatureCards.tsx',
  'web/src/features/directory/SearchBox.tsx',
  'web/src/features/minyanim/MinyanNow.tsx',
  'web/src/features/minyanim/MinyanNowResults.tsx',
  'web/src/features/passkeys/*.tsx',
  'web/src/features/sponsors/SponsorStrip.tsx',
  // The calendar and the prayer & study hub.
  'web/src/routes/calendar.tsx',
  'web/src/features/calendar/*.tsx',
  'web/src/routes/{tefillah,parsha,learn,tehillim}.tsx',
  'web/src/features/texts/*.tsx',
  'web/src/routes/siddur.tsx',
  'web/src/features/siddur/*.tsx',
  // The pages where people give us data: sign-in, account, privacy, sponsor inquiry, location requests.
  'web/src/routes/{auth,verify-email,reset-password,account,privacy,sponsor}.tsx',
  'web/src/features/{auth,account,privacy,submissions,uploads}/*.tsx',
  'web/src/features/forms/fields.tsx',
  'web/src/features/sponsors/{SponsorInquiryForm,ThankYou,WhySponsor}.tsx',
  // The keepers' screens: My shuls, a managed listing, the admin dashboard.
  'web/src/routes/manage.tsx',
  'web/src/routes/manage-shul.tsx',
  'web/src/routes/admin.tsx',
  'web/src/features/manage/*.tsx',
  'web/src/features/admin/**/*.tsx',
  'web/src/features/plans/*.tsx',
  'web/src/routes/kaddish.tsx',
  'web/src/routes/trip.tsx',
  'web/src/routes/saved.tsx',
  // Finding a shul: the search page, a listing's page and what they show.
  'web/src/routes/search.tsx',
  'web/src/routes/shul.tsx',
  'web/src/features/directory/*.tsx',
  'web/src/features/minyanim/*.tsx',
  'web/src/features/places/*.tsx',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.types/**',
      'web/dist/**',
      '.wrangler/**',
      'bench/**/*.json',
      'coverage/**',
      'worker/src/i18n/compiled/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Feature boundaries (eslint-plugin-boundaries): an import from one feature into another must
    // follow FEATURE_IMPORTS. Imports inside a feature, and of app/, lib/ and schema/, are free.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [{ type: 'feature', pattern: 'web/src/features/*', capture: ['name'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Features import each other one way only: see FEATURE_IMPORTS in eslint.config.js',
          policies: Object.entries(FEATURE_IMPORTS)
            .filter(([, allowed]) => allowed.length > 0)
            .map(([name, allowed]) => ({
              from: { element: { type: 'feature', captured: { name } } },
              allow: { to: { element: { type: 'feature', captured: { name: allowed } } } },
            })),
        },
      ],
    },
  },
  {
    // No hard-coded interface text in the translated files (TRANSLATED_FILES): JSX text, string
    // expressions in JSX, and the attributes people read or hear. Product names and figures that
    // are the same in every language go through a constant, not a literal.
    files: TRANSLATED_FILES,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'loadingText'] },
          // The plugin's own list, and calls whose strings are keys, not text: message ids (richT), a
          // form's field names (bind('phone')) and a code's group (codeWord(t, 'nusach', …),
          // web/src/i18n/codes.ts).
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById'],
              ...['dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith'],
              ...['richT', 'bind', 'bindCheck', 'codeWord', 'codeOptions', 'codeId'],
            ],
          },
          message: 'Interface text comes from the catalogs (t(…), docs/translating.md), not a literal',
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run format); this turns off the style rules that would disagree with it.
  prettier,
);
