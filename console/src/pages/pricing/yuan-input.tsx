import { InputNumber } from 'antd'

/** A price typed in yuan (¥9.90) and kept in fen, as the service takes it. */
export function YuanInput({
  id,
  value,
  onChange,
  placeholder,
}: {
  /** Form.Item's, so its label names the input. */
  id?: string
  value?: number | null
  onChange?: (fen: number | null) => void
  placeholder?: string
}) {
  return (
    <InputNumber<number>
      id={id}
      prefix='¥'
      min={0.01}
      max={999}
      step={0.1}
      precision={2}
      placeholder={placeholder}
      style={{ width: '100%', maxWidth: 160 }}
      value={value == null ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan == null ? null : Math.round(yuan * 100))}
    />
  )
}
