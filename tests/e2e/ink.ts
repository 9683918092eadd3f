/**
 * Where a button's label is drawn, from a picture of the page (issue 46): the box around every
 * pixel inside the button that differs from its background, icons counted. Its background is, row
 * by row, the colours at the row's two ends; its border and rounded corners are left out.
 */

/** A picture's raw pixels (sharp's `raw()`), one CSS pixel a pixel. */
export interface Pixels {
  data: Buffer
  width: number
  channels: number
}

/** A box in the page's pixels; `inset` is its border and a pixel more, top, right, bottom, left. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
  radius?: number
  inset?: number[]
}

/** How far (largest channel) a pixel's colour is from the background to count as ink. */
const INK = 48

export function inkBox({ data, width, channels }: Pixels, box: Box) {
  const [top, right, bottom, left] = box.inset ?? [1, 1, 1, 1]
  const x0 = Math.ceil(box.x + left!)
  const x1 = Math.floor(box.x + box.width - right!) - 1
  const y0 = Math.ceil(box.y + top!)
  const y1 = Math.floor(box.y + box.height - bottom!) - 1
  // Inside the rounded shape as well, a pixel in from the border's curve (anti-aliased).
  const inner = {
    left: box.x + left!,
    top: box.y + top!,
    right: box.x + box.width - right!,
    bottom: box.y + box.height - bottom!,
  }
  const r = Math.max(
    0,
    Math.min(box.radius ?? 0, box.width / 2, box.height / 2) - Math.min(top!, left!),
  )
  const inside = (x: number, y: number) => {
    const px = x + 0.5
    const py = y + 0.5
    const dx =
      px < inner.left + r ? inner.left + r - px : px > inner.right - r ? px - (inner.right - r) : 0
    const dy =
      py < inner.top + r ? inner.top + r - py : py > inner.bottom - r ? py - (inner.bottom - r) : 0
    return dx * dx + dy * dy <= Math.max(0, r - 1) ** 2 || dx === 0 || dy === 0
  }
  const at = (x: number, y: number) => (y * width + x) * channels

  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (let y = y0; y <= y1; y++) {
    // The background of this row: its colours at the row's two ends (the button's padding, where
    // no label reaches), blended across, so a button over a gradient is read right.
    let xl = x0
    let xr = x1
    while (xl <= x1 && !inside(xl, y)) xl++
    while (xr >= x0 && !inside(xr, y)) xr--
    if (xr - xl < 2) continue
    const [l, rr] = [at(xl, y), at(xr, y)]
    for (let x = xl + 1; x < xr; x++) {
      const t = (x - xl) / (xr - xl)
      const i = at(x, y)
      let far = 0
      for (let c = 0; c < 3; c++)
        far = Math.max(far, Math.abs(data[i + c]! - (data[l + c]! * (1 - t) + data[rr + c]! * t)))
      if (far <= INK) continue
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
  }
  if (minX === Infinity) return undefined
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }
}
