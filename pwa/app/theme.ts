/**
 * A slim Chakra system: the base config plus only the recipes this app renders, so the
 * first visit stays inside the 200 KB budget (DESIGN.md). Add a recipe here before using
 * a component that needs it.
 */
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Palettes of Chakra's theme that no screen uses (a new one is one line away: take it out of here).
 * Each is 11 colour variables and 7 semantic ones the page's CSS would carry for nothing.
 */
const UNUSED_PALETTES = new Set(['teal', 'pink']);
const usedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

type TokenTree = { [key: string]: unknown };
const isTree = (node: unknown): node is TokenTree => typeof node === 'object' && node !== null;

/**
 * The app has one colour scheme (nothing sets Chakra's `dark` class): each semantic token keeps its
 * light value as its only value, so no page carries, and no browser parses, the dark ones (115
 * variables), and the light ones sit with the rest under the root selector.
 */
function lightOnly<T>(tree: T): T {
  if (!isTree(tree)) return tree;
  if ('value' in tree) {
    const { value } = tree;
    return (isTree(value) && '_light' in value ? { ...tree, value: value._light } : tree) as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, lightOnly(node)])) as T;
}
const lightSemanticTokens = lightOnly(semanticTokens);

/**
 * Chakra's global CSS, with its rule for every element (`*`) cut to what this app reads. Chakra
 * declares 26 custom properties on every element: the defaults of its `filter: auto`,
 * `backdropFilter: auto` and `ring` utilities (no component uses them: theme.test.ts keeps it so) and
 * three aliases of the font and border tokens. Each element then held and resolved its own copy
 * of all 26 in every style recalculation. The three aliases are declared once on the root, which
 * every element inherits them from: the app has one colour scheme and no element sets the tokens
 * they name.
 */
const { '*': everyElement, html, ...otherGlobalCss } = globalCss;
const UNUSED_ELEMENT_VARIABLES =
  /^--(ring|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow|backdrop)(-|$)/;
const inheritedAliases = Object.fromEntries(
  Object.entries(everyElement ?? {}).filter(([name]) => name.startsWith('--global-')),
);
const leanGlobalCss = {
  '*': Object.fromEntries(
    Object.entries(everyElement ?? {}).filter(
      ([name]) => !name.startsWith('--global-') && !UNUSED_ELEMENT_VARIABLES.test(name),
    ),
  ),
  html: { ...html, ...inheritedAliases },
  ...otherGlobalCss,
};

const appConfig = defineConfig({
  // What defaultThemeConfig sets besides the theme: the CSS reset and variable names.
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif" },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
      colors: {
        ...usedPalettes(tokens.colors),
        sea: {
          50: { value: '#eaf6f8' },
          100: { value: '#cbe9ee' },
          200: { value: '#9ad3dd' },
          300: { value: '#62b6c6' },
          400: { value: '#2f97ab' },
          500: { value: '#147b91' },
          600: { value: '#0f6679' },
          700: { value: '#0d5263' },
          800: { value: '#0c4150' },
          900: { value: '#0a3240' },
          950: { value: '#06202a' },
        },
        sand: {
          50: { value: '#fbf8f2' },
          100: { value: '#f5eedf' },
          200: { value: '#ecdcbc' },
          300: { value: '#e0c592' },
          400: { value: '#d2aa66' },
          500: { value: '#b98d47' },
          600: { value: '#946f37' },
          700: { value: '#70532b' },
          800: { value: '#4c3920' },
          900: { value: '#2d2214' },
          950: { value: '#1a140c' },
        },
      },
    },
    semanticTokens: {
      ...lightSemanticTokens,
      colors: {
        ...usedPalettes(lightSemanticTokens.colors),
        sea: {
          solid: { value: '{colors.sea.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.sea.700}' },
          muted: { value: '{colors.sea.100}' },
          subtle: { value: '{colors.sea.50}' },
          emphasized: { value: '{colors.sea.200}' },
          focusRing: { value: '{colors.sea.500}' },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
  globalCss: {
    ...leanGlobalCss,
    body: { bg: 'sand.50', color: 'gray.900' },
    '*:focus-visible': { outline: '3px solid', outlineColor: 'sea.500', outlineOffset: '2px' },
  },
});

let created: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use: building it is one of the longest single pieces of
 * work a phone does on arrival (its token dictionary, ~150 ms at 4× CPU), so the browser's entry
 * (start-app.tsx) makes it in a task of its own rather than while evaluating every module.
 */
export function appSystem(): SystemContext {
  created ??= createSystem(mergeConfigs(defaultBaseConfig, appConfig));
  return created;
}
