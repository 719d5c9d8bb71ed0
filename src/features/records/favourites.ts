import { collectToggle } from '@/api/market'
import { CollectOrigin } from '@/constants/report'
import type { PagedList } from '@/stores/paged-list'

/**
 * Adds a listing to the favourites or removes it, and updates the list from the service's answer (`collected`),
 * so what is shown is what is stored; `removeOnUncollect` drops the row (the favourites page). Resolves to the
 * new state; rejects when the service refuses (the request layer has shown why).
 */
export async function toggleFavourite<T extends { listingId: number; origin?: number; collected?: boolean }>(
  list: PagedList<T>,
  item: T,
  removeOnUncollect = false,
): Promise<boolean> {
  const origin = (item.origin as 1 | 2 | undefined) ?? CollectOrigin.EVALUATE
  const res = await collectToggle({ listingId: item.listingId, origin })
  const same = (x: T) => x.listingId === item.listingId
  if (removeOnUncollect && !res.collected) list.remove(same)
  else list.update(same, { collected: res.collected } as Partial<T>)
  return res.collected
}
