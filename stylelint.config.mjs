// Stylelint for the app's SCSS (npm run lint:styles): the standard SCSS rules, tuned to what Taro and the targets
// need (docs/decisions.md, "Stylelint"), and colours only from the token files.
import coloursFromTokens from './scripts/stylelint-colours-from-tokens.mjs'

// The files that define colours; every other style sheet names them.
const TOKEN_FILES = ['src/styles/_ui.scss', 'src/styles/_palette.scss', 'src/**/_tokens.scss']

export default {
  extends: ['stylelint-config-standard-scss'],
  plugins: [coloursFromTokens],
  rules: {
    'project/colours-from-tokens': true,
    // Whitespace between blocks is layout taste, not correctness (Prettier does not format *.scss here).
    'rule-empty-line-before': null,
    'at-rule-empty-line-before': null,
    'declaration-empty-line-before': null,
    'comment-empty-line-before': null,
    'scss/double-slash-comment-empty-line-before': null,
    'declaration-block-single-line-max-declarations': null,
    // Colour notation is left to the tokens; Sass's rgba($token, alpha) is how a token is faded, and the legacy
    // comma syntax is what the old webviews in browserslist (iOS 8, Android 4.1) read.
    'color-function-notation': null,
    'color-function-alias-notation': null,
    'alpha-value-notation': null,
    // BEM (block__element--modifier); Taro's own router classes use underscores, and a modifier may carry a
    // status value from the service (ad-status--on_sale).
    'selector-class-pattern': [
      '^(taro_[a-z_]+|[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)*(--[a-z0-9]+([-_][a-z0-9]+)*)*)$',
      { message: (selector) => `Expected class "${selector}" to be BEM (block__element--modifier)` },
    ],
    // `page` is the mini-programs' root element; taro-* are Taro's H5 components.
    'selector-type-no-unknown': [true, { ignoreTypes: ['page', '/^taro-/'] }],
    // Newer syntax the old webviews do not read: the inset shorthand, complex :not(), media ranges.
    'declaration-block-no-redundant-longhand-properties': [true, { ignoreShorthands: ['inset'] }],
    'selector-not-notation': 'simple',
    'media-feature-range-notation': 'prefix',
    // iOS Safari before 18 reads backdrop-filter only prefixed; word-break: break-word is what WebKit webviews
    // understand where overflow-wrap: anywhere is missing.
    'property-no-vendor-prefix': [true, { ignoreProperties: ['/backdrop-filter/'] }],
    'declaration-property-value-keyword-no-deprecated': [true, { ignoreKeywords: ['break-word'] }],
  },
  overrides: [{ files: TOKEN_FILES, rules: { 'project/colours-from-tokens': null } }],
}
