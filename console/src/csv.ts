/**
 * Tables as CSV files Excel opens correctly: UTF-8 with a byte-order mark (without it Excel reads Chinese as ANSI),
 * CRLF line ends, and every field that holds a comma, quote or line break quoted with its quotes doubled (RFC 4180).
 */
export type CsvCell = string | number | null | undefined

const field = (value: CsvCell): string => {
  const text = value == null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const toCsv = (rows: readonly (readonly CsvCell[])[]): string => rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n'

/** Saves the rows as `<name>.csv` through the browser. */
export function downloadCsv(name: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = `${name}.csv`
  document.body.appendChild(a)
  a.click()
  a.remove()
  URL.revokeObjectURL(url)
}
