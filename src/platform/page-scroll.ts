import Taro from '@tarojs/taro'
import { ScrollType } from '../constants/navigation'

/** Where a page is moved to within one of its parts (spec scroll types). */
export interface ScrollTarget {
  /** CONTENT: the element to bring into view. */
  selector?: string
  /** Pixels from the target's top where it lands (negative: below a sticky bar). */
  offsetTop?: number
  duration?: number
}

/**
 * Moves the page to one of its parts (spec scroll types): 1 its header, the top (a result that replaced a long
 * form); 2 a part of its content (a question to fix); 3 its bottom. A page already gone does not mind.
 */
export function scrollPage(type: ScrollType, { selector, offsetTop, duration = 0 }: ScrollTarget = {}): void {
  const options =
    type === ScrollType.CONTENT && selector
      ? { selector, offsetTop, duration }
      : { scrollTop: type === ScrollType.BOTTOM ? Number.MAX_SAFE_INTEGER : 0, duration }
  void Taro.pageScrollTo(options)?.catch?.(() => undefined)
}
