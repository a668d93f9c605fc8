import { defineConfig } from '@pandacss/dev';
import { ark } from './src/ui/recipes/ark.ts';
import { badgeRecipe, buttonRecipe, chipRecipe, linkRecipe } from './src/ui/recipes/button.ts';
import { fieldRecipe } from './src/ui/recipes/field.ts';
import { calloutRecipe, cardRecipe, emptyStateRecipe, iconBadgeRecipe, skeletonRecipe, spinnerRecipe } from './src/ui/recipes/surfaces.ts';
import { semanticTokens } from './src/ui/recipes/tokens.ts';

const recipes = {
  button: buttonRecipe,
  link: linkRecipe,
  badge: badgeRecipe,
  chip: chipRecipe,
  card: cardRecipe,
  callout: calloutRecipe,
  iconBadge: iconBadgeRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
const slotRecipes = { field: fieldRecipe, emptyState: emptyStateRecipe, ...ark };

// Brand comes only from semantic tokens that point at the school's CSS custom properties (--sf-*), which the
// page head sets per school and per colour mode. Components never see a raw colour. The UI kit's recipes
// (src/ui/recipes, decision 18) are built from those tokens only.
export default defineConfig({
  preflight: true,
  // The CLI's build output is per school; Panda's timing lines would only be noise in it.
  logLevel: 'warn',
  include: ['./src/**/*.{ts,tsx,astro}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  conditions: { extend: { dark: '[data-color-mode=dark] &' } },
  theme: {
    extend: { semanticTokens, recipes, slotRecipes },
  },
  // Every variant of the kit is emitted: components pass variants through props, which the extractor cannot follow.
  staticCss: {
    recipes: Object.fromEntries([...Object.keys(recipes), ...Object.keys(slotRecipes)].map((name) => [name, ['*']])),
  },
  globalCss: {
    'html, body': { bg: 'canvas', color: 'fg.default', fontFamily: 'body' },
    'h1, h2, h3': { fontFamily: 'heading' },
  },
});
