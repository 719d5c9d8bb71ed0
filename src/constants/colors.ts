/**
 * The design tokens the TypeScript side paints with (canvas cards, native dialogs, the H5 debug button), the
 * same values as src/styles/_ui.scss; __tests__/unit/design-tokens.test.ts keeps them equal.
 */
export const Colors = {
  /** `$primary`. */
  PRIMARY: '#0064f1',
  /** `$text`. */
  TEXT: '#1f2329',
  /** `$text-2`. */
  TEXT_2: '#4e5969',
  /** `$text-3`. */
  TEXT_3: '#686f78',
  /** `$bg`. */
  BG: '#f5f6f8',
} as const
