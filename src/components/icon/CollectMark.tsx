import { Star, StarFill } from '@nutui/icons-react-taro'

/**
 * The mark of 收藏 on every list and page that has one: an outlined star, filled once collected (the star of 我的收藏
 * on 我的). It takes the colour of the text beside it.
 */
export default function CollectMark({ on }: { on: boolean }) {
  const Glyph = on ? StarFill : Star
  return <Glyph className={`collect-mark${on ? ' collect-mark--on' : ''}`} />
}
