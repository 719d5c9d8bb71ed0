import { maskPhone } from '../../src/lib/pii'
import { openText, purposeKey, sealText } from '../../src/lib/secrets'
import { allowListOf } from '../../src/lib/ip-allow-list'

describe('maskPhone', () => {
  test('keeps the first 3 and last 4 digits of a mobile number, less of shorter ones', () => {
    expect(maskPhone('13812340000')).toBe('138****0000')
    expect(maskPhone('85291234567')).toBe('852****4567')
    expect(maskPhone('9123456')).toBe('912****56')
    expect(maskPhone('12345')).toBe('*****')
    expect(maskPhone(null)).toBe('')
  })
})

describe('sealed secrets', () => {
  const key = purposeKey('a-test-secret-made-here', 'console-totp')

  test('open what was sealed; each seal differs; another key or a changed value does not open', () => {
    const a = sealText(key, 'JBSWY3DPEHPK3PXP')
    const b = sealText(key, 'JBSWY3DPEHPK3PXP')
    expect(a).not.toBe(b)
    expect(a).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openText(key, a)).toBe('JBSWY3DPEHPK3PXP')
    expect(() => openText(purposeKey('a-test-secret-made-here', 'other'), a)).toThrow()
    const [v, iv, tag, body] = a.split('.')
    // One bit of the ciphertext changed (a changed character could be the same character, or bits base64 drops).
    const bytes = Buffer.from(body, 'base64url')
    bytes[0] ^= 1
    const flipped = bytes.toString('base64url')
    expect(() => openText(key, [v, iv, tag, flipped].join('.'))).toThrow()
  })
})

describe('allowListOf', () => {
  test('addresses and CIDRs of both families; IPv4-mapped IPv6 counts as IPv4', () => {
    const allowed = allowListOf(['10.0.0.0/8', '203.0.113.7', '2001:db8::/32', '::ffff:192.0.2.0/120'])
    expect(['10.255.0.1', '203.0.113.7', '::ffff:10.1.1.1', '2001:db8::5', '192.0.2.9'].map(allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['11.0.0.1', '203.0.113.8', '2001:db9::1', 'garbage', ''].map(allowed)).toEqual([false, false, false, false, false])
    expect(() => allowListOf(['10.0.0.0/33'])).toThrow(/CONSOLE_ALLOWED_IPS/)
  })
})
