import { useEffect, useState } from 'react'
import { UnlockOfferStore } from './offer-store'

/**
 * The unlock offer of a locked report, loaded once the player can pay (`wanted`: logged in, report ready and
 * locked), so the first 立即解锁 already carries the price; ticking so the price follows the 2-hour window's end.
 * Hand it to UnlockPayPopup as `offer` so the popup shows the same offer without asking again.
 */
export function useUnlockOffer(valId: string, scene: number, wanted: boolean): UnlockOfferStore | null {
  const [offer, setOffer] = useState<UnlockOfferStore | null>(null)
  useEffect(() => {
    if (!wanted) {
      setOffer(null)
      return
    }
    const o = new UnlockOfferStore(valId, scene)
    setOffer(o)
    void o.load()
    const timer = setInterval(() => o.tick(), 1000)
    return () => clearInterval(timer)
  }, [valId, scene, wanted])
  return offer
}

/** What an unlock button says: its own words, with the price once the offer is known. */
export function unlockLabel(text: string, offer: UnlockOfferStore | null): string {
  return offer?.config ? `${text} ${offer.priceLabel}` : text
}
