/** Builds checksum-valid mainland ID numbers for tests (GB 11643). */
export function idNumber(birth: string, region = '110101', sequence = '123'): string {
  const body = `${region}${birth}${sequence}`
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0)
  return body + '10X98765432'[sum % 11]
}

/** The same number with a wrong check character. */
export function withBadChecksum(id: string): string {
  const last = id[17] === '0' ? '1' : '0'
  return id.slice(0, 17) + last
}
