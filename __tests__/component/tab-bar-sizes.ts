/**
 * The spec's tab bar sizes (section 2) checked on a drawn bar, whoever draws it (Taro's H5 bar, the mini-programs'
 * custom bar): each item 50px high holding exactly its padding, a 24px icon, 3px of spacing and one 10px label line.
 */
export function expectSpecTabSizes(items: HTMLElement[], classes: { icon: string; label: string }): void {
  const px = (value: string) => parseFloat(value)
  expect(items).toHaveLength(3)
  for (const item of items) {
    const box = getComputedStyle(item)
    const icon = getComputedStyle(item.querySelector(`.${classes.icon}`)!)
    const label = getComputedStyle(item.querySelector(`.${classes.label}`)!)
    expect([icon.width, icon.height]).toEqual(['24px', '24px'])
    expect(label.marginTop).toBe('3px')
    expect(label.fontSize).toBe('10px')
    expect(box.boxSizing).toBe('border-box')
    expect(box.height).toBe('50px')
    expect(px(box.paddingTop) + px(icon.height) + px(label.marginTop) + px(label.lineHeight) + px(box.paddingBottom)).toBe(50)
  }
}
