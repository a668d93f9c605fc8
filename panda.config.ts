import { defineConfig } from '@pandacss/dev';

// Brand comes only from semantic tokens that point at the school's CSS custom properties (--sf-*), which the
// page head sets per school and per colour mode. Components never see a raw colour.
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
    extend: {
      semanticTokens: {
        colors: {
          brand: { solid: { value: 'var(--sf-primary)' }, contrast: { value: 'var(--sf-on-primary)' } },
          accent: { value: 'var(--sf-accent)' },
          canvas: { value: 'var(--sf-background)' },
          surface: { value: 'var(--sf-surface)' },
          fg: { default: { value: 'var(--sf-text)' }, muted: { value: 'var(--sf-muted-text)' } },
          border: { default: { value: 'var(--sf-border)' } },
        },
        fonts: { body: { value: 'var(--sf-font)' }, heading: { value: 'var(--sf-heading-font)' } },
        radii: { card: { value: 'var(--sf-radius)' } },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'canvas', color: 'fg.default', fontFamily: 'body' },
    'h1, h2, h3': { fontFamily: 'heading' },
  },
});
