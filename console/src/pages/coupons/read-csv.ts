/**
 * A grant list file's text, read in the browser (nothing is uploaded). Spreadsheets save CSV as UTF-8 or, in Chinese
 * Excel, as GBK: bytes that are not valid UTF-8 are read as GB18030 (GBK's superset), so a header such as 手机号
 * stays readable and is skipped as a header.
 */
export async function readCsvText(file: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'))
    reader.readAsArrayBuffer(file)
  })
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}
