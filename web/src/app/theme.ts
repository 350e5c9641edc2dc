// The Chakra system. Chakra's `defaultConfig` carries every component recipe (~60 slot recipes),
// which alone would push the JS loaded by `/` past its budget (docs/product-rules.md: Budgets). So the system
// is built from Chakra's base config plus its default tokens and the frame's recipes
// (FRAME_RECIPES: the header, footer and notices every page shows); every other recipe comes with
// the code that uses it: a route module (or a module loaded later) calls `registerRecipes` with
// the recipes of the Chakra components it renders, and the system looks a recipe up there first.
// That uses only the system's public lookups (`getRecipeFn`, `getSlotRecipeFn`, `cva`, `sva`),
// which are how Chakra's components find their recipe at render time; web/src/app/recipes.test.ts
// checks that every module's Chakra components have their recipes registered by then (an
// unregistered one would render unstyled).
//
// When you use a Chakra component no module around it registers yet, add its recipe to the
// route's `registerRecipes` call (the key is the component's recipe key: `Dialog` → `dialog:
// dialogSlotRecipe`, `NativeSelect` → `nativeSelect: nativeSelectSlotRecipe`).
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SlotRecipeDefinition,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The recipes of the frame around every page (header, footer, notices, the error page), in the system from the start. */
const FRAME_RECIPES: Record<string, RecipeDefinition | SlotRecipeDefinition> = {
  alert: alertSlotRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skipNavLink: skipNavLinkRecipe,
  // A loading Button shows a Spinner.
  spinner: spinnerRecipe,
};

/** The keys of the frame's recipes (for web/src/app/recipes.test.ts). */
export const FRAME_RECIPE_KEYS: readonly string[] = Object.keys(FRAME_RECIPES);

/**
 * Chakra's palettes the app never uses. Every palette is dozens of tokens, each a CSS variable in
 * the page's styles and work for the browser when it builds the system at start-up.
 */
const UNUSED_PALETTES = new Set(['cyan', 'pink']);
function withoutUnusedPalettes<T extends object>(colors: T | undefined): T | undefined {
  return colors && (Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T);
}

const isSlotRecipe = (recipe: RecipeDefinition | SlotRecipeDefinition): recipe is SlotRecipeDefinition => 'slots' in recipe;
const entries = Object.entries(FRAME_RECIPES);

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    'html, body': { minHeight: '100%' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // The sponsor strip: the list is doubled, so half the track is one full loop.
      'sponsor-scroll': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
    },
    tokens: {
      ...tokens,
      colors: withoutUnusedPalettes(tokens.colors),
      fonts: {
        ...tokens.fonts,
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        hebrew: { value: "'Noto Serif Hebrew', 'David', 'Times New Roman', serif" },
        serif: { value: "Georgia, 'Times New Roman', serif" },
      },
    },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: Object.fromEntries(entries.filter(([, r]) => !isSlotRecipe(r))) as Record<string, RecipeDefinition>,
    slotRecipes: Object.fromEntries(entries.filter(([, r]) => isSlotRecipe(r))) as Record<string, SlotRecipeDefinition>,
  },
});

/** Recipes registered by the code that uses them, by key, found before the system's own. */
const registered = { recipes: {} as Record<string, RecipeDefinition>, slotRecipes: {} as Record<string, SlotRecipeDefinition> };

/**
 * Adds recipes to the app's system: called by a route module (or a module loaded later) for the
 * Chakra components it renders, when its module is evaluated, before any of them renders.
 */
export function registerRecipes(recipes: Record<string, RecipeDefinition | SlotRecipeDefinition>): void {
  for (const [key, recipe] of Object.entries(recipes)) {
    if (isSlotRecipe(recipe)) registered.slotRecipes[key] = recipe;
    else registered.recipes[key] = recipe;
  }
}

/** A tablet's width and up: Chakra's `md` breakpoint (48rem), as a media query for what CSS cannot decide. */
export const WIDE_SCREEN = '(min-width: 48rem)';

let appSystem: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use: the browser's entry builds it in a task of its own
 * between the modules' evaluation and hydration (entry.client.tsx), so that neither task holds the
 * main thread for the three together; the prerendering build, when root.tsx first renders.
 */
export function theAppSystem(): SystemContext {
  return (appSystem ??= createAppSystem());
}

/**
 * Builds a Chakra system for the app: once, for the page (theAppSystem); tests build their own.
 * The build is much of the start-up's script (docs/decisions/chakra-runtime-styling.md). The system
 * answers a recipe registered with `registerRecipes` (whenever that happens) before its own.
 */
export function createAppSystem(): SystemContext {
  const system = createSystem(defaultBaseConfig, config);
  // Each registered recipe's function, made once (as the system caches its own).
  const recipeFns = new Map<string, ReturnType<SystemContext['cva']>>();
  const slotRecipeFns = new Map<string, ReturnType<SystemContext['sva']>>();
  const isRegistered = (key: string) => Object.hasOwn(registered.recipes, key);
  const isRegisteredSlot = (key: string) => Object.hasOwn(registered.slotRecipes, key);
  return {
    ...system,
    getRecipe: (key, fallback) => (isRegistered(key) ? registered.recipes[key] : system.getRecipe(key, fallback)),
    getSlotRecipe: (key, fallback) => (isRegisteredSlot(key) ? registered.slotRecipes[key] : system.getSlotRecipe(key, fallback)),
    getRecipeFn: ((key: string, fallback?: RecipeDefinition) => {
      if (!isRegistered(key)) return system.getRecipeFn(key, fallback);
      let fn = recipeFns.get(key);
      if (!fn) recipeFns.set(key, (fn = system.cva(registered.recipes[key]!)));
      return fn;
    }) as SystemContext['getRecipeFn'],
    getSlotRecipeFn: ((key: string, fallback?: SlotRecipeDefinition) => {
      if (!isRegisteredSlot(key)) return system.getSlotRecipeFn(key, fallback);
      let fn = slotRecipeFns.get(key);
      if (!fn) slotRecipeFns.set(key, (fn = system.sva(registered.slotRecipes[key]!)));
      return fn;
    }) as SystemContext['getSlotRecipeFn'],
    isRecipe: (key) => isRegistered(key) || system.isRecipe(key),
    isSlotRecipe: (key) => isRegisteredSlot(key) || system.isSlotRecipe(key),
    hasRecipe: (key) => isRegistered(key) || isRegisteredSlot(key) || system.hasRecipe(key),
  };
}
