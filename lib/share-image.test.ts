import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { imageSize, shareImageOf, shareImageProblem } from './share-image'

const picture = (
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp',
  lossless = false,
) =>
  sharp({ create: { width, height, channels: 3, background: '#1f4fc4' } })
    .toFormat(format, { lossless })
    .toBuffer()

describe('imageSize', () => {
  it("reads a JPEG's, a PNG's and a WebP's (lossy, lossless, extended) size from its bytes", async () => {
    expect(imageSize(await picture(1200, 630, 'jpeg'))).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
    expect(imageSize(await picture(601, 315, 'png'))).toEqual({
      format: 'png',
      width: 601,
      height: 315,
    })
    expect(imageSize(await picture(1260, 660, 'webp'))).toEqual({
      format: 'webp',
      width: 1260,
      height: 660,
    })
    expect(imageSize(await picture(1201, 631, 'webp', true))).toEqual({
      format: 'webp',
      width: 1201,
      height: 631,
    })
    const extended = await sharp({
      create: { width: 900, height: 471, channels: 4, background: '#0000' },
    })
      .webp()
      .toBuffer()
    expect(imageSize(extended)).toEqual({ format: 'webp', width: 900, height: 471 })
  })

  it('knows no other format', async () => {
    expect(
      imageSize(
        await sharp({ create: { width: 40, height: 21, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    ).toBeUndefined()
    expect(
      imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>')),
    ).toBeUndefined()
  })
})

describe('shareImageProblem', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'share-image-'))
  mkdirSync(path.join(root, 'content/images/share'), { recursive: true })
  const put = async (name: string, bytes: Promise<Buffer> | Buffer) => {
    writeFileSync(path.join(root, 'content/images/share', name), await bytes)
    return `content/images/share/${name}`
  }

  it('accepts 1.91:1 within 3 %, 600 pixels wide and up, to 300 kB', async () => {
    for (const [name, width, height] of [
      ['a.jpg', 1200, 630],
      ['b.png', 600, 315],
      ['c.webp', 1200, 615],
      ['d.jpg', 1200, 645],
    ] as const)
      expect(
        shareImageProblem(
          await put(
            name,
            picture(
              width,
              height,
              name.endsWith('png') ? 'png' : name.endsWith('webp') ? 'webp' : 'jpeg',
            ),
          ),
          root,
        ),
      ).toBeUndefined()
  })

  it('names the picture and the fix for each mistake', async () => {
    expect(shareImageProblem('content/images/share/none.jpg', root)).toMatch(
      /"content\/images\/share\/none\.jpg" is not in the repository\. Fix:/,
    )
    expect(shareImageProblem('public/og-image.jpg', root)).toMatch(
      /is not in content\/images\/\. Fix:/,
    )
    expect(shareImageProblem('content/images/../site.ts', root)).toMatch(
      /is not in content\/images\/\. Fix:/,
    )
    expect(shareImageProblem(await put('e.svg', Buffer.from('<svg/>')), root)).toMatch(
      /is not a JPEG, PNG or WebP picture.*Fix:/,
    )
    expect(shareImageProblem(await put('f.jpg', picture(1200, 1200, 'jpeg')), root)).toMatch(
      /is 1200×1200 pixels; link previews are 1\.91:1 .* Fix: crop it to 1200×630/,
    )
    expect(shareImageProblem(await put('g.jpg', picture(1200, 580, 'jpeg')), root)).toMatch(
      /is 1200×580 pixels/,
    )
    expect(shareImageProblem(await put('h.jpg', picture(599, 314, 'jpeg')), root)).toMatch(
      /is only 599 pixels wide.*Fix:/,
    )
    expect(
      shareImageProblem(
        await put(
          'i.jpg',
          Buffer.concat([await picture(1200, 630, 'jpeg'), Buffer.alloc(300_001)]),
        ),
        root,
      ),
    ).toMatch(/is 30\d kB; WhatsApp shows no preview of a picture over 300 kB\. Fix:/)
  })

  it('gives a checked picture an address under /cards/ that changes with its bytes', async () => {
    const first = shareImageOf(await put('Team Photo.JPG', picture(1200, 630, 'jpeg')), root)
    expect(first).toEqual({
      path: expect.stringMatching(/^\/cards\/team-photo\.[0-9a-f]{8}\.jpg$/),
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    })
    const second = shareImageOf(await put('Team Photo.JPG', picture(1200, 630, 'png')), root)
    expect(second.path).toMatch(/^\/cards\/team-photo\.[0-9a-f]{8}\.png$/)
    expect(second.type).toBe('image/png')
  })
})
