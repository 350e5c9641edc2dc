// Every Chakra component the app renders finds its recipe: the frame's are in the system from the
// start (theme.ts: FRAME_RECIPES), every other one is registered by the code that loads it
// (`registerRecipes`). This reads the web app's sources as the bundler sees them: for the root and
// each route module, and for each module they load later (`import()`), the modules that load with
// it, the Chakra components they import, and the recipes registered on the way there. An
// unregistered recipe would render its component unstyled, silently.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_RECIPE_KEYS } from './theme.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const WEB = join(ROOT, 'web/src');

/** The recipes a Chakra component renders with, by the name the app imports it as. */
const RECIPES_OF: Record<string, readonly string[]> = {
  Alert: ['alert'],
  Badge: ['badge'],
  Button: ['button', 'spinner'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Code: ['code'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  Dialog: ['dialog', 'button'],
  Drawer: ['drawer', 'button'],
  EmptyState: ['emptyState'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button', 'spinner'],
  Input: ['input'],
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  SegmentGroup: ['segmentGroup'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  SkeletonText: ['skeleton'],
  SkipNavLink: ['skipNavLink'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Table: ['table'],
  Tabs: ['tabs'],
  Tag: ['tag'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
};

/**
 * Recipes the app has never given these components (they render with their style props only):
 * kept as they were when recipes moved to the routes, so this check is about where a recipe is
 * registered, not about which components have one.
 */
const UNSTYLED = new Set(['code', 'inputAddon']);

interface SourceModule {
  imports: string[];
  dynamicImports: string[];
  recipesNeeded: string[];
  recipesRegistered: string[];
}

const ALIASES: Record<string, string> = {
  '#domain/': 'schema/domain/',
  '#contract/': 'schema/contract/',
  '#web-lib/': 'web/src/lib/',
  '#web-app/': 'web/src/app/',
};

function resolveImport(from: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  for (const [alias, dir] of Object.entries(ALIASES))
    if (specifier.startsWith(alias)) base = join(ROOT, dir, specifier.slice(alias.length));
  if (!base) return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

const modules = new Map<string, SourceModule>();
function moduleAt(file: string): SourceModule {
  let m = modules.get(file);
  if (m) return m;
  const text = readFileSync(file, 'utf8');
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imports: string[] = [];
  // Static imports and re-exports that load code (not `import type`).
  for (const [, clause, specifier] of code.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+from\s+)?'([^']+)'/g)) {
    if (clause) continue;
    const target = resolveImport(file, specifier!);
    if (target) imports.push(target);
  }
  const dynamicImports = [...code.matchAll(/import\(\s*'([^']+)'\s*\)/g)].flatMap(([, specifier]) => resolveImport(file, specifier!) ?? []);
  const recipesNeeded: string[] = [];
  for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
    for (const name of names!.split(',')) {
      const imported = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      recipesNeeded.push(...(RECIPES_OF[imported] ?? []));
    }
  }
  for (const [, key] of code.matchAll(/useRecipe\(\{\s*key:\s*'(\w+)'/g)) recipesNeeded.push(key!);
  const recipesRegistered = [...code.matchAll(/registerRecipes\(\{([^}]*)\}/g)].flatMap(([, body]) =>
    [...body!.matchAll(/(\w+)\s*:/g)].map(([, key]) => key!),
  );
  m = { imports, dynamicImports, recipesNeeded: recipesNeeded.filter((k) => !UNSTYLED.has(k)), recipesRegistered };
  modules.set(file, m);
  return m;
}

/** The modules that load with `entry`: it and its static imports, transitively. */
function staticClosure(entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) for (const next of moduleAt(queue.pop()!).imports) if (!seen.has(next) && (seen.add(next), true)) queue.push(next);
  return [...seen];
}

/** Each module's recipes it renders with that nothing registered before it: `file: keys`. */
function unregistered(entry: string, available: ReadonlySet<string>, seenEntries = new Set<string>()): string[] {
  if (seenEntries.has(entry)) return [];
  seenEntries.add(entry);
  const loaded = staticClosure(entry);
  const now = new Set([...available, ...loaded.flatMap((f) => moduleAt(f).recipesRegistered)]);
  const problems = loaded.flatMap((f) => {
    const missing = [...new Set(moduleAt(f).recipesNeeded.filter((k) => !now.has(k)))];
    return missing.length ? [`${relative(ROOT, f)}: ${missing.join(', ')}`] : [];
  });
  const later = loaded.flatMap((f) => moduleAt(f).dynamicImports);
  return [...problems, ...later.flatMap((next) => unregistered(next, now, seenEntries))];
}

/** Every module `entry` loads, now or later. */
function fullClosure(entry: string): string[] {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const m = moduleAt(queue.pop()!);
    for (const next of [...m.imports, ...m.dynamicImports]) if (!seen.has(next) && (seen.add(next), true)) queue.push(next);
  }
  return [...seen];
}

const root = join(WEB, 'root.tsx');
const frame = new Set([...FRAME_RECIPE_KEYS, ...staticClosure(root).flatMap((f) => moduleAt(f).recipesRegistered)]);
const routes = readdirSync(join(WEB, 'routes'))
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => join(WEB, 'routes', f));

describe('Chakra recipes', () => {
  it('registers the recipe of every component the frame renders (root, and what it loads later)', () => {
    expect(unregistered(root, new Set(FRAME_RECIPE_KEYS))).toEqual([]);
  });

  it.each(routes.map((file) => [relative(WEB, file), file]))(
    'registers the recipe of every component %s renders, before it renders',
    (_, file) => {
      expect(unregistered(file, frame)).toEqual([]);
    },
  );

  it('registers no recipe that nothing loading with it renders (each costs the first load of every page that has it)', () => {
    for (const entry of [root, ...routes]) fullClosure(entry);
    const registering = [...modules.keys()].filter((f) => moduleAt(f).recipesRegistered.length);
    expect(registering.length).toBeGreaterThan(5);
    const unused = registering.flatMap((f) => {
      const needed = new Set(staticClosure(f).flatMap((g) => moduleAt(g).recipesNeeded));
      const extra = moduleAt(f).recipesRegistered.filter((k) => !needed.has(k));
      return extra.length ? [`${relative(ROOT, f)}: ${extra.join(', ')}`] : [];
    });
    expect(unused).toEqual([]);
  });

  it('finds the components a module renders and the recipes it registers (the check above can fail)', () => {
    const calendar = moduleAt(join(WEB, 'features/calendar/LocationSearch.tsx'));
    expect(calendar.recipesNeeded).toEqual(expect.arrayContaining(['card', 'button', 'input']));
    expect(unregistered(join(WEB, 'features/calendar/LocationSearch.tsx'), new Set(FRAME_RECIPE_KEYS))).toEqual([
      'web/src/features/calendar/LocationSearch.tsx: card, input',
    ]);
  });
});
