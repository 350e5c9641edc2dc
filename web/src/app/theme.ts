// The Chakra system. Chakra's `defaultConfig` carries every component recipe (~60 slot recipes),
// which alone would push the JS loaded by `/` past its budget (docs/product-rules.md: Budgets). So the system
// is built from Chakra's base config plus its default tokens, and only the recipes in USED_RECIPES.
//
// When you use a Chakra component that is not listed below, add its recipe here (the key is the
// component's recipe key: `Dialog` → `dialog: dialogSlotRecipe`, `NativeSelect` →
// `nativeSelect: nativeSelectSlotRecipe`); an unlisted component renders unstyled.
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
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Every Chakra recipe a page of the app uses: one list, simple and slot recipes together. */
const USED_RECIPES: Record<string, RecipeDefinition | SlotRecipeDefinition> = {
  alert: alertSlotRecipe,
  badge: badgeRecipe,
  button: buttonRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  checkmark: checkmarkRecipe,
  collapsible: collapsibleSlotRecipe,
  container: containerRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  radiomark: radiomarkRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  textarea: textareaRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's palettes the app never uses. Every palette is dozens of tokens, each a CSS variable in
 * the page's styles and work for the browser when it builds the system at start-up.
 */
const UNUSED_PALETTES = new Set(['cyan', 'pink']);
function withoutUnusedPalettes<T extends object>(colors: T | undefined): T | undefined {
  return colors && (Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T);
}

const isSlotRecipe = (recipe: RecipeDefinition | SlotRecipeDefinition): recipe is SlotRecipeDefinition => 'slots' in recipe;
const entries = Object.entries(USED_RECIPES);

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

/**
 * Builds the app's Chakra system: root.tsx builds it once, as its module loads; tests build
 * their own. The build is much of the start-up's script
 * (docs/decisions/chakra-runtime-styling.md).
 */
export const createAppSystem = (): SystemContext => createSystem(defaultBaseConfig, config);
