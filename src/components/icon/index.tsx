/**
 * The app's icons and imagery. Glyphs come from @nutui/icons-react-taro (NutUI Icons by jdf2e, MIT; see the
 * README's licences): each is a component that draws one SVG as a CSS mask filled with the current text colour,
 * the SVG embedded in the script (no font, no network). Import them from here, never from the package:
 * re-exporting only the glyphs in use keeps the rest out of every bundle. How they render on each platform is set
 * at launch (`./host-tag`, imported by app.ts). This module only re-exports, so the build takes it as free of side
 * effects and each glyph goes only where it is used (config/reexport-modules.ts); a statement of its own here
 * would put every glyph back into the WeChat main package.
 *
 * Their styles (index.scss) are part of the app's global style sheet (app.scss), not imported here: imported by
 * each page's components in its own order, they made the mini-program builds' shared style sheet order conflict
 * with the components that use them (mini-css-extract "Conflicting order"), and H5 and the mini-programs ended up
 * with NutUI's and our `.nut-icon` rules in opposite orders.
 */
export {
  ArrowDecline,
  ArrowTransfer,
  Articles,
  Copy,
  Coupon,
  Edit,
  Fabulous,
  Feedback,
  Gift,
  Heart,
  Instocks,
  List,
  Location,
  Notice,
  Order,
  Refund,
  Search,
  Service,
  Setting,
  Share,
  ShieldCheck,
  Star,
  Success,
  UserAdd,
  Wallet,
} from '@nutui/icons-react-taro'
export { default as IconTile, type IconComponent, type Tone } from './IconTile'
export { default as EmptyIcon, type EmptyKind } from './EmptyIcon'
export { default as GameTile, gameGradient, gameInitials } from './GameTile'
export { default as CollectMark } from './CollectMark'
