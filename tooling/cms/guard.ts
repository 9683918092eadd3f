/**
 * What the editor's API (npm run cms) accepts before Keystatic sees a request: it saves content,
 * never code. Keystatic's own check lets it write any file under pages/ and content/, which
 * includes code that runs in the build and in every visitor's page (pages/+Head.tsx,
 * content/site.ts); this one lets it write only the files the editor itself produces.
 */
import { z } from 'zod'
import { COLLECTIONS } from '#content/collections'
import { CATALOGUE_PAGE } from '../pages.ts'
import { PHOTO_FOLDER } from '#lib/photo-names'

/** The largest request the editor accepts: a photo upload, base64-encoded, with its page. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024

const NAME = '[a-z0-9_][a-z0-9_-]*'
/** A language code, as content/site.yaml's languages have them. */
const LANGUAGE = '[a-z]{2,3}'
/** The files the editor writes or deletes: a page, a content file, a photo. */
export const EDITABLE: RegExp[] = [
  // With their translations: pages/about/ta.mdx, content/ui.ta.yaml (WRITING.md, "Languages").
  new RegExp(`^pages/${NAME}/(?:\\+Page|${LANGUAGE})\\.mdx$`),
  new RegExp(`^content/${NAME}(?:\\.${LANGUAGE})?\\.yaml$`),
  // A collection's entries: content/blog/<name>.mdx (content/collections.ts).
  ...Object.values(COLLECTIONS).map((c) => new RegExp(`^${c.folder}/${NAME}\\.mdx$`)),
  new RegExp(`^${PHOTO_FOLDER}(?:${NAME}/)*${NAME}(?:\\.${NAME})*\\.(?:jpe?g|png|webp|avif)$`),
]

/** The catalogue's page is made by the build from the component map, never saved. */
export const isEditable = (file: string) =>
  file !== CATALOGUE_PAGE && EDITABLE.some((pattern) => pattern.test(file))

export interface Refusal {
  status: number
  message: string
}

/** Why a save that touches `files` is refused, or undefined. */
export function refuseFiles(files: string[]): Refusal | undefined {
  const refused = files.filter((file) => !isEditable(file))
  if (!refused.length) return undefined
  return {
    status: 403,
    message: `The editor saves only pages (pages/<name>/+Page.mdx and their translations, pages/<name>/<language>.mdx), blog posts, case studies and job openings (content/<folder>/<name>.mdx), content files (content/<name>.yaml, content/<name>.<language>.yaml) and photos (${PHOTO_FOLDER}…: .jpg, .png, .webp, .avif). It refused ${refused.map((file) => JSON.stringify(file)).join(', ')}. Fix: change code files in a code editor, where the change is reviewed before it is published.`,
  }
}

const LOOPBACK_ADDRESS = /^(127\.|::1$|::ffff:127\.)/

/**
 * Why a request is refused before its body is read, or undefined:
 * - from another computer, unless the writer started the editor on another address (`open`);
 * - from a page of another site or port (its Origin is not the editor's own), which could
 *   otherwise save files while the writer has the editor running.
 */
export function refuseRequest(request: {
  remoteAddress: string | undefined
  host: string | undefined
  origin: string | undefined
  /** The browser's Sec-Fetch-Site: 'same-origin' from the editor's page. */
  fetchSite?: string | undefined
  open: boolean
}): Refusal | undefined {
  if (!request.open && !LOOPBACK_ADDRESS.test(request.remoteAddress ?? ''))
    return {
      status: 403,
      message:
        'The editor answers only this computer. Fix: open it on this computer, or start it with npm run cms -- --host <address> (see WRITING.md: anyone who can reach that address can change the site).',
    }
  const foreign =
    request.fetchSite !== undefined && !['same-origin', 'none'].includes(request.fetchSite)
  if (foreign || (request.origin !== undefined && request.origin !== `http://${request.host}`))
    return {
      status: 403,
      message: `The editor refused a request from ${request.origin ?? 'another site'}: only the editor's own page may save. Fix: use the editor at http://${request.host}/keystatic.`,
    }
  return undefined
}

const entries = z.array(z.object({ path: z.string() }))
const update = z.object({ additions: entries, deletions: entries })

/** The files a Keystatic update would write or delete, or undefined when the body is not one. */
export function updatedFiles(body: unknown): string[] | undefined {
  const { data } = update.safeParse(body)
  return data && [...data.additions, ...data.deletions].map((entry) => entry.path)
}
