import { Text } from '@tarojs/components'
import './index.scss'

/**
 * A report's grade (N, R, SR, SSR, UR) as a small filled badge, in the grade's one colour on every page. `className`
 * places it (margins) in the caller's layout; its look is the badge's own.
 */
export default function GradeBadge({ level, className }: { level: string; className?: string }) {
  return (
    <Text className={`grade-badge grade-badge--${level.toLowerCase()}${className ? ` ${className}` : ''}`} data-testid='grade-badge'>
      {level}
    </Text>
  )
}
