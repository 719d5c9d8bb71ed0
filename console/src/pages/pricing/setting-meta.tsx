import { Space, Tag, Typography } from 'antd'
import type { PricingRulesData } from '../../../../server/src/contract/console'
import { formatBeijing, formatChinaTime } from '../../format'

type Meta = Pick<PricingRulesData['prices'], 'updatedAt' | 'updatedBy' | 'loadedAt' | 'storedNote' | 'inEffect'>

/**
 * Where a setting stands: who last changed it and when, whether this replica already acts on the saved value (else by
 * when it will: when it read the value plus the cache's lifetime), and why a default applies.
 */
export function SettingMeta({ meta, ttlMs }: { meta: Meta; ttlMs: number }) {
  const refreshBy = meta.loadedAt === null ? null : meta.loadedAt + ttlMs
  return (
    <Space direction='vertical' size={2} style={{ width: '100%' }}>
      <Typography.Text type='secondary'>
        最后修改：{meta.updatedAt === null ? '从未修改' : `${formatBeijing(meta.updatedAt)}（北京时间）· ${meta.updatedBy ?? '未知'}`}
      </Typography.Text>
      <Space wrap size={4}>
        {meta.inEffect ? (
          <Tag color='green'>本实例已生效</Tag>
        ) : (
          <Tag color='orange'>本实例仍在使用旧值{refreshBy === null ? '' : `，${formatChinaTime(refreshBy).slice(11)} 前更新`}</Tag>
        )}
        {meta.storedNote ? <Tag>{meta.storedNote}</Tag> : null}
      </Space>
    </Space>
  )
}
