import { useRouteParams } from '@/router/params'
import ReportPageView from './ReportPageView'
import SharedReportPage from './share/SharedReportPage'

/**
 * The owner's report (`?valId=`). A Moments card reopens the page it was shared from, here with the report's
 * share token and without a login (WeChat's single-page mode): that visitor gets the public shared view.
 */
export default function ReportRoute() {
  return useRouteParams('report').shareToken ? <SharedReportPage /> : <ReportPageView />
}
