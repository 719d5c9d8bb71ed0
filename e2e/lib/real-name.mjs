// Real-name verification for journeys that pay: paying needs it (issue 34), and the sandbox real-name provider
// accepts any checksum-valid adult ID number. One ID number backs one account, so each user gets their own.
import assert from 'node:assert/strict'

/** A checksum-valid (GB 11643) ID number of an adult born 1990-01-01; `sequence` makes it unique (0-999). */
export function adultIdNumber(sequence) {
  const body = `11010119900101${String(sequence % 1000).padStart(3, '0')}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0)
  return body + '10X98765432'[sum % 11]
}

/** Verifies the token's user over HTTP (as the real-name page does) unless already verified. */
export async function verifyRealName(api, token) {
  const status = await api('user/castatus', {}, token)
  if (status.data?.status === 1) return
  const info = await api('user/userInfo', {}, token)
  const reply = await api('user/realInfoVerify', { name: '李四', idNo: adultIdNumber(Number(info.data.user_base_info.id)) }, token)
  assert.equal(reply.code, 200, JSON.stringify(reply))
}
