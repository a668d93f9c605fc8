import { defineSlotRecipe } from '@pandacss/dev';

/** A labelled input with its hint and its error; `aria-invalid` draws the error state without colour alone. */
export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'input', 'hint', 'error'],
  base: {
    root: { display: 'block' },
    label: { display: 'block', mb: '1.5', fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default' },
    input: {
      w: 'full',
      minH: '11',
      px: '3.5',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'card',
      bg: 'canvas',
      color: 'fg.default',
      fontSize: 'md',
      lineHeight: '1.4',
      transition: 'border-color 0.15s, box-shadow 0.15s',
      _placeholder: { color: 'fg.muted' },
      _hover: { borderColor: 'fg.muted' },
      _focusVisible: { outline: 'none', borderColor: 'brand.solid', boxShadow: '0 0 0 3px {colors.brand.halo}' },
      '&[aria-invalid=true]': { borderColor: 'fg.default', borderWidth: '2px', bg: 'ink.wash' },
    },
    hint: { mt: '1.5', fontSize: 'sm', color: 'fg.muted' },
    // Always in the document (a role=alert region), so it takes no room while empty.
    error: {
      mt: '2',
      _empty: { mt: '0' },
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.default',
      '& svg': { flexShrink: 0, w: '4', h: '4', mt: '0.5' },
    },
  },
});
