import { call } from './endpoint'

export interface LaunchRefs {
  inviteCode?: string
  valId?: string
}

export const sendCode = (phone: string, telCode: string) => call('verifySend', { phone, telCode })

export const verifyLogin = (p: { phone: string; code: string; telCode?: string } & LaunchRefs) =>
  call('verifyLogin', {
    phone: p.phone,
    code: p.code,
    telCode: p.telCode,
    inviteCode: p.inviteCode,
    valId: p.valId,
  }).then((r) => r.data)

/** Silent: the login page shows the reason once (the session store keeps it as its login error). */
export const wxLogin = (wxCode: string, refs: LaunchRefs) =>
  call('wxLogin', { wx_code: wxCode, inviteCode: refs.inviteCode, valId: refs.valId }, { silent: true }).then((r) => r.data)

export const logout = () => call('logout', undefined)

/** Background call: no toast on failure, the caller swallows errors. */
export const getPxToken = () => call('getPxToken', {}, { silent: true }).then((r) => r.data)

/** Silent: the launch consumer shows the service's reason (or its own) once, as a toast of the entry page. */
export const quickLogin = (pxLoginKey: string) => call('valPxLogin', { pxLoginKey }, { silent: true }).then((r) => r.data)
