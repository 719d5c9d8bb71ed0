import { Typography } from 'antd'
import type { PlayerTag } from '../../../server/src/contract/console'

/** A player in a table: the uid (copyable, what support asks players for) over the masked phone number. */
export function PlayerCell({ player }: { player: PlayerTag | null }) {
  if (!player) return <Typography.Text type='secondary'>—</Typography.Text>
  return (
    <div style={{ lineHeight: 1.4, whiteSpace: 'nowrap' }}>
      <Typography.Text copyable={{ tooltips: ['复制 uid', '已复制'] }}>{player.uid}</Typography.Text>
      <br />
      <Typography.Text type='secondary'>{player.phone || '未绑定手机号'}</Typography.Text>
    </div>
  )
}
