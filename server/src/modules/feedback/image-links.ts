import { SignedImageLinks } from '../../lib/signed-links'

/** Where the service serves a submitted feedback image (outside the API prefix: bytes, not an envelope). */
export const FEEDBACK_IMAGE_PATH = '/media/feedback'

/** Signed, expiring links to feedback images, for the player who sent them and the support inbox. */
export class FeedbackImageLinks extends SignedImageLinks {
  constructor(secret: string) {
    super(secret, FEEDBACK_IMAGE_PATH, 'feedback-image')
  }
}
