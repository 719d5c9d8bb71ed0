import Taro from '@tarojs/taro'

export type Size = { width: number; height: number }

/** H5: the element's box straight from the DOM (the selector query needs a mounted Taro page). */
export function measure(id: string, done: (size: Size) => void): void {
  Taro.nextTick(() => {
    const r = document.getElementById(id)?.getBoundingClientRect()
    if (r?.width && r.height) done({ width: r.width, height: r.height })
  })
}
