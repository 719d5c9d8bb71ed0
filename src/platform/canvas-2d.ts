/** The part of a 2D canvas context the report card and the share covers draw with: the same on an HTML canvas and a mini-program one. */
export interface Canvas2D {
  fillStyle: unknown
  font: string
  textAlign: string
  textBaseline: string
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
}
