import Taro from '@tarojs/taro'

/** Taro's toast with a text only (no icon); `duration` in ms, Taro's default when left out. */
export function showTaroTextToast(title: string, duration?: number): void {
  void Taro.showToast({ title, icon: 'none', ...(duration ? { duration } : {}) })
}
