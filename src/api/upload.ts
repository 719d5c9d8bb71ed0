import type { EndpointData } from '../../server/src/contract/endpoints'
import { endpointUrl, type EndpointName } from '../../server/src/contract/values/endpoints'
import { uploadFile } from '../http'

/**
 * A multipart endpoint: one file under `field`, with `formData` text fields beside it; `silent` leaves saying what
 * failed to the caller. Apart from `endpoint.ts`, which the launch sequence imports, so the
 * upload layer (and Taro's H5 upload API) loads with the pages that upload, not with H5's entry script.
 */
export const upload = <N extends EndpointName>(
  name: N,
  filePath: string,
  field: string,
  extra: { formData?: Record<string, string | number>; silent?: boolean } = {},
): Promise<EndpointData<N>> => uploadFile<EndpointData<N>>({ url: endpointUrl(name), filePath, name: field, ...extra }).then((r) => r.data)
