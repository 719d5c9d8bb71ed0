/** The components' platform variants held to their base modules, as `platform/adapters.ts` does for the platform layer. */
type Satisfies<Variant extends Adapter, Adapter> = [Variant, Adapter]

export type VariantChecks = [
  Satisfies<typeof import('./icon/host-tag.h5'), typeof import('./icon/host-tag')>,
  Satisfies<typeof import('./line-chart/measure.h5'), typeof import('./line-chart/measure')>,
  Satisfies<typeof import('./nav-bar/index.h5'), typeof import('./nav-bar/index')>,
  Satisfies<typeof import('./nav-bar/host-frame.tt'), typeof import('./nav-bar/host-frame')>,
]
