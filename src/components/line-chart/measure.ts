import Taro from '@tarojs/taro'

export type Size = { width: number; height: number }

/** Mini-programs: the size of an element of the current page, through a selector query. */
export function measure(id: string, done: (size: Size) => void): void {
  Taro.nextTick(() => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .boundingClientRect((rect) => {
        const r = (Array.isArray(rect) ? rect[0] : rect) as Partial<Size> | null
        if (r?.width && r.height) done({ width: r.width, height: r.height })
      })
      .exec()
  })
}
