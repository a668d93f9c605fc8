import { defineSlotRecipe } from '@pandacss/dev';

// Styles of the kit's Ark UI parts. Ark sets data-state, data-selected and data-highlighted; these read them.

/** A tab row with an underline under the selected tab (roving focus with the arrow keys, Home and End). */
export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'trigger', 'count', 'content'],
  base: {
    list: {
      display: 'flex',
      gap: '1',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      mx: { base: '-4', md: '0' },
      px: { base: '4', md: '0' },
    },
    trigger: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      px: '3.5',
      bg: 'transparent',
      color: 'fg.muted',
      fontWeight: 'medium',
      fontSize: 'sm',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderTopRadius: 'card',
      _hover: { color: 'fg.default' },
      _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '-3px' },
      '&[data-selected]': { color: 'fg.default', fontWeight: 'semibold', boxShadow: 'inset 0 -3px 0 0 {colors.brand.solid}' },
    },
    count: {
      minW: '6',
      px: '1.5',
      borderRadius: 'full',
      bg: 'ink.muted',
      color: 'fg.default',
      fontSize: 'xs',
      fontWeight: 'semibold',
      textAlign: 'center',
      fontVariantNumeric: 'tabular-nums',
      '[data-selected] &': { bg: 'brand.muted' },
    },
    content: { pt: { base: '5', md: '6' }, _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '4px', borderRadius: 'card' } },
  },
});

/** A heading that opens and closes the part below it (Ark Collapsible). */
export const disclosureRecipe = defineSlotRecipe({
  className: 'disclosure',
  slots: ['root', 'trigger', 'indicator', 'content'],
  base: {
    root: { borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      w: 'full',
      minH: '12',
      px: '4',
      color: 'fg.default',
      fontWeight: 'semibold',
      textAlign: 'start',
      cursor: 'pointer',
      borderRadius: 'card',
      _hover: { bg: 'ink.subtle' },
      _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
    },
    indicator: { display: 'inline-flex', transition: 'transform 0.15s', '& svg': { w: '4.5', h: '4.5' }, '[data-state=open] > &': { transform: 'rotate(180deg)' } },
    content: { px: '4', pb: '4', color: 'fg.default' },
  },
});

/** A modal dialog over a dimmed page (Ark Dialog: focus trapped, Escape closes, focus returns). */
export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'title', 'description', 'actions'],
  base: {
    backdrop: { position: 'fixed', inset: '0', zIndex: 40, bg: 'scrim' },
    positioner: { position: 'fixed', inset: '0', zIndex: 50, display: 'grid', placeItems: 'center', p: '4' },
    content: {
      w: 'full',
      maxW: 'md',
      bg: 'surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'panel',
      p: { base: '5', md: '7' },
      boxShadow: 'floating',
      _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
    },
    title: { fontFamily: 'heading', fontWeight: 'bold', fontSize: 'xl', lineHeight: '1.3' },
    description: { mt: '2', color: 'fg.muted', fontSize: 'sm' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '3', mt: '6' },
  },
});

/** A list of actions under a button (Ark Menu: arrow keys, typeahead, Escape). */
export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  slots: ['positioner', 'content', 'item'],
  base: {
    positioner: { zIndex: 30 },
    content: {
      minW: '48',
      p: '1',
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
      boxShadow: 'floating',
      outline: 'none',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '10',
      px: '3',
      borderRadius: 'md',
      color: 'fg.default',
      fontSize: 'sm',
      cursor: 'pointer',
      textDecoration: 'none',
      '&[data-highlighted]': { bg: 'ink.subtle' },
      '&[data-disabled]': { opacity: '0.55', cursor: 'not-allowed' },
      '& svg': { w: '4', h: '4', flexShrink: 0, color: 'fg.muted' },
    },
  },
});

export const ark = { tabs: tabsRecipe, disclosure: disclosureRecipe, dialog: dialogRecipe, menu: menuRecipe };
