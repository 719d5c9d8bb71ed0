import { Alert, App, Card, Col, Row, Space } from 'antd'
import type { PricingRulesData } from '../../../../server/src/contract/console'
import { currentOperator } from '../../auth/session'
import { useEndpointQuery } from '../../hooks/use-endpoint-query'
import { CampaignsCard } from './campaigns-card'
import { CouponCapCard, HelpCard, PricesCard, QuotasCard } from './settings-cards'

/**
 * 价格与规则 (admin, finance, operations, analyst): what the service charges and enforces, each setting with its saved
 * value, the value this replica acts on now, who changed it when, and how soon every replica has it; finance sets the
 * prices and the dated campaigns, operations the helps and the quotas, analyst reads.
 */
export function PricingPage() {
  const { data, isLoading, error, replace, refetch } = useEndpointQuery('pricingRules', {})
  const { message } = App.useApp()
  const role = currentOperator()?.role
  const may = (roles: string[]) => !!role && roles.includes(role)
  const saved = (fresh: PricingRulesData, what: string) => {
    replace(fresh)
    void message.success(`${what}已保存。${fresh.propagation}`)
  }
  return (
    <Card title='价格与规则' loading={isLoading}>
      {error ? <Alert type='error' showIcon message={error.message} /> : null}
      {data ? (
        <Space direction='vertical' size='middle' style={{ width: '100%' }}>
          <Alert type='info' showIcon message={data.propagation} description='以下为本实例现在的生效值；各实例每隔一段时间重新读取设置。' />
          <PricesCard data={data} canEdit={may(data.prices.editRoles)} saved={saved} />
          <CampaignsCard lists={data.prices.effective} canEdit={may(data.prices.editRoles)} onChanged={() => void refetch()} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <HelpCard data={data} canEdit={may(data.helpRequired.editRoles)} saved={saved} />
            </Col>
            <Col xs={24} lg={12}>
              <CouponCapCard data={data} />
            </Col>
          </Row>
          <QuotasCard data={data} canEdit={may(data.quotas.editRoles)} saved={saved} />
        </Space>
      ) : null}
    </Card>
  )
}
