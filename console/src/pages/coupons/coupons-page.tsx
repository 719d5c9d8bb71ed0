import { useSearchParams } from 'react-router'
import { Card, Tabs } from 'antd'
import { GrantPanel } from './grant-panel'
import { LedgerPanel } from './ledger-panel'

/** 优惠券 (admin, finance, support): 发放 and 台账 as tabs; the tab is in the address (?tab=ledger) so it can be linked. */
export function CouponsPage() {
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'ledger' ? 'ledger' : 'grant'
  return (
    <Card title='优惠券'>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'ledger' ? { tab: 'ledger' } : {}, { replace: true })}
        items={[
          { key: 'grant', label: '发放', children: <GrantPanel /> },
          { key: 'ledger', label: '台账', children: <LedgerPanel /> },
        ]}
      />
    </Card>
  )
}
