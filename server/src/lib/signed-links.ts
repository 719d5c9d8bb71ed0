import { createHmac, timingSafeEqual } from 'node:crypto'

const HOUR = 60 * 60 * 1000
/** A link lives one to two hours: expiries fall on the hour, so a page shown twice in an hour reuses the cached image. */
const LIFETIME = HOUR

/**
 * Signed, expiring links to stored images (feedback images, report screenshots). An `<Image>` in a mini-program
 * cannot send the player's token, so the link itself is the permission: whoever was shown it (the owner, an operator)
 * can load the image for a while, nobody can guess another id's link, and an old link stops working. `purpose` keeps
 * the signatures of one kind of link from opening another's path.
 */
export class SignedImageLinks {
  constructor(
    private readonly secret: string,
    private readonly path: string,
    private readonly purpose: string,
  ) {}

  url(imageId: string, now: number): string {
    const expires = (Math.floor((now + LIFETIME) / HOUR) + 1) * HOUR
    return `${this.path}/${imageId}?e=${expires}&s=${this.sign(imageId, expires)}`
  }

  /** Whether `sig` is this image's signature for `expires`, and `expires` has not passed. */
  verify(imageId: string, expires: string, sig: string, now: number): boolean {
    const at = Number(expires)
    if (!/^\d{1,15}$/.test(expires) || at <= now) return false
    const want = Buffer.from(this.sign(imageId, at))
    const got = Buffer.from(sig)
    return got.length === want.length && timingSafeEqual(got, want)
  }

  private sign(imageId: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${this.purpose}\n${imageId}\n${expires}`).digest('base64url').slice(0, 32)
  }
}
