/** Home's market sections' platform variant held to its base module, as `platform/adapters.ts` does for the platform layer. */
type Satisfies<Variant extends Adapter, Adapter> = [Variant, Adapter]

export type VariantChecks = [Satisfies<typeof import('./index.h5'), typeof import('./index')>]
