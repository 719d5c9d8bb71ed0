import { post } from '../http'
import { ApiPath } from './paths'

/** Friend help on a shared report (launch type 1). */
export const reportShareHelp = (valId: string | number) => post(ApiPath.REPORT_SHARE_HELP, { valId })
