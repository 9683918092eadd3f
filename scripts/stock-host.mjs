// A stand-in for the stock photo host (images.unsplash.com) for the visitor
// bench: this machine cannot reach it, so without one every photo fails at
// once and the bench never sees the bytes a real visitor's photos take from
// the page. It answers every photo address with a WebP of the asked width
// (`w`, the host's parameter; the shape of the site's photos, 720×560) of
// about 0.5 bit per pixel, what the host's AVIF/WebP at q=70 weigh for
// photos (an assumption: 400w ~7 kB, 960w ~40 kB, 1280w ~75 kB).
//
// Chromium reaches it with `args` (the host name mapped to this server; its
// self-signed certificate, made here with `openssl`, accepted). The photos are
// drawn once by Chromium itself (noise on a canvas, encoded at the quality
// that gives the size) and kept in .bench/stock-host/.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:https'
import path from 'node:path'

export const STOCK_HOST = 'images.unsplash.com'
const WIDTHS = [400, 640, 960, 1280, 1600]
const BITS_PER_PIXEL = 0.5
const DIR = path.resolve('.bench/stock-host')
/** Kept by width and weight: a change of BITS_PER_PIXEL draws them again. */
const photoFile = (width) => path.join(DIR, `${width}w-${BITS_PER_PIXEL}bpp.webp`)

function certificate() {
  const key = path.join(DIR, 'key.pem')
  const cert = path.join(DIR, 'cert.pem')
  if (!existsSync(cert))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '365',
        '-subj',
        `/CN=${STOCK_HOST}`,
      ].concat(['-addext', `subjectAltName=DNS:${STOCK_HOST}`, '-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    )
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

/** Draws the stand-in photos with the browser the bench drives. */
async function drawPhotos(browser) {
  const missing = WIDTHS.filter((w) => !existsSync(photoFile(w)))
  if (!missing.length) return
  const page = await browser.newPage()
  for (const width of missing) {
    const height = Math.round((width * 560) / 720)
    const target = (width * height * BITS_PER_PIXEL) / 8
    const bytes = await page.evaluate(
      async ([width, height, target]) => {
        const canvas = new OffscreenCanvas(width, height)
        const context = canvas.getContext('2d')
        // Noise, softened: a photo's detail, deterministic.
        const image = context.createImageData(width, height)
        let seed = 1
        for (let i = 0; i < image.data.length; i++) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff
          image.data[i] = i % 4 === 3 ? 255 : (seed >> 16) & 255
        }
        const noise = new OffscreenCanvas(width, height)
        noise.getContext('2d').putImageData(image, 0, 0)
        context.filter = 'blur(1.5px)'
        context.drawImage(noise, 0, 0)
        let best
        for (let quality = 0.05; quality <= 0.95; quality += 0.05) {
          const blob = await canvas.convertToBlob({ type: 'image/webp', quality })
          if (blob.type !== 'image/webp') throw new Error('this Chromium cannot encode WebP')
          if (!best || Math.abs(blob.size - target) < Math.abs(best.size - target)) best = blob
        }
        return [...new Uint8Array(await best.arrayBuffer())]
      },
      [width, height, target],
    )
    writeFileSync(photoFile(width), Buffer.from(bytes))
  }
  await page.close()
}

/**
 * Starts the stand-in host; returns the Chromium arguments that send the
 * photos' requests to it, and `draw(browser)` to call once that browser runs;
 * or null (and says why) when it cannot run here.
 */
export async function startStockHost() {
  mkdirSync(DIR, { recursive: true })
  let tls
  try {
    tls = certificate()
  } catch (error) {
    console.warn(
      `stock host: no certificate (${error.message.split('\n')[0]}): photos fail at once, as offline`,
    )
    return null
  }
  const photos = new Map()
  const server = createServer(tls, (req, res) => {
    const asked = Number(new URL(req.url ?? '/', 'https://host').searchParams.get('w')) || 1280
    const width = WIDTHS.find((w) => w >= asked) ?? WIDTHS.at(-1)
    res.writeHead(200, {
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000',
    })
    res.end(photos.get(width))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    args: [
      `--host-resolver-rules=MAP ${STOCK_HOST} 127.0.0.1:${server.address().port}`,
      '--ignore-certificate-errors',
    ],
    /** Draws (once) and loads the photos; returns their sizes in bytes by width. */
    async draw(browser) {
      await drawPhotos(browser)
      for (const w of WIDTHS) photos.set(w, readFileSync(photoFile(w)))
      return Object.fromEntries([...photos].map(([w, photo]) => [w, photo.length]))
    },
    close: () => server.close(),
  }
}
