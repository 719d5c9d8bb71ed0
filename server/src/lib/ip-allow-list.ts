import ipaddr from 'ipaddr.js'

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number]

/** IPv4-mapped IPv6 (::ffff:10.0.0.1, how a dual-stack socket reports IPv4 peers) is read as the IPv4 address. */
const parse = (address: string) => ipaddr.process(address)

function range(entry: string): Range {
  if (entry.includes('/')) {
    const [addr, bits] = ipaddr.parseCIDR(entry)
    return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()
      ? [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96]
      : [addr, bits]
  }
  const addr = parse(entry)
  return [addr, addr.kind() === 'ipv4' ? 32 : 128]
}

/**
 * A list of addresses and CIDRs (CONSOLE_ALLOWED_IPS) as a test of one address. Throws on an entry that is
 * neither, so a typo stops the service at start instead of locking everyone out (or nobody).
 */
export function allowListOf(entries: readonly string[]): (address: string) => boolean {
  const ranges = entries.map((entry) => {
    try {
      return range(entry)
    } catch {
      throw new Error(`CONSOLE_ALLOWED_IPS: "${entry}" is not an IP address or CIDR (e.g. 10.0.0.0/8,203.0.113.7)`)
    }
  })
  return (address) => {
    let addr: ipaddr.IPv4 | ipaddr.IPv6
    try {
      addr = parse(address)
    } catch {
      return false
    }
    return ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits))
  }
}
