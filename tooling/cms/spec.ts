/**
 * What the browser editor knows about the site, as plain data: made in Node
 * (tooling/cms/describe.ts); tooling/cms/keystatic-config.ts makes Keystatic's configuration of it.
 */

interface Common {
  label: string
  description?: string
}

export type FieldSpec =
  | (Common & {
      kind: 'text'
      required: boolean
      /** Write `""` when empty (the file must have the field) instead of leaving it out. */
      keepEmpty?: boolean
      multiline?: boolean
      /** A rule the value must follow, with the message the site gives. */
      pattern?: { source: string; flags: string; message: string }
    })
  | (Common & {
      kind: 'select'
      options: string[]
      defaultValue: string
      /** The value the site uses when the setting is left out: left out of the file, too. */
      omitDefault: boolean
    })
  | (Common & { kind: 'checkbox'; defaultValue: boolean; omitDefault: boolean })
  | (Common & { kind: 'number' | 'integer'; min?: number; max?: number })
  | (Common & { kind: 'array'; element: FieldSpec; min?: number })
  | (Common & { kind: 'object'; fields: Record<string, FieldSpec> })
  | (Common & {
      kind: 'image'
      required: boolean
      /** A share image: an upload (or a file in content/images/), no stock address. */
      share?: boolean
    })

export interface ComponentSpec {
  name: string
  label: string
  description: string
  /** "wrapper": prose goes inside; "block": a component with nothing inside. */
  kind: 'wrapper' | 'block'
  fields: Record<string, FieldSpec>
}

export interface ContentFileSpec {
  /** The file under content/, e.g. "faq.yaml", "faq.ta.yaml" (its Tamil translation). */
  file: string
  label: string
  /** A translation's language code and name: the editor groups them by language. */
  language?: { code: string; name: string }
  fields: Record<string, FieldSpec>
}

export interface PagesSpec {
  /**
   * Collection key, label and where its files are: "pages/<star>/+Page" (each page folder's
   * +Page.mdx) or "content/blog/<star>" (each .mdx file of a collection: content/collections.ts).
   */
  key: string
  label: string
  path: string
  /** Its entries' front matter fields, when they are not a page's. */
  frontMatter?: Record<string, FieldSpec>
  /** What the address field says. */
  addressHelp?: string
  /** The address of its entries: "/blog/" + the file's name (a page: its folder's name). */
  route?: string
  /** Translated pages' language code and name (pages/<address>/<code>.mdx). */
  language?: { code: string; name: string }
}

/**
 * Where saves go: the working tree (`npm run cms`), GitHub (the editor on the live site: each save
 * a commit on a branch starting with `branchPrefix`) or a Keystatic Cloud project. `previewUrl`:
 * the host's preview of a branch, with {branch} in it.
 */
export type StorageSpec =
  | { kind: 'local' }
  | { kind: 'github'; repo: string; branchPrefix: string; previewUrl?: string }
  | { kind: 'cloud'; project: string; previewUrl?: string }

export interface CmsSpec {
  components: ComponentSpec[]
  /** Front matter fields of every page. */
  frontMatter: Record<string, FieldSpec>
  pages: PagesSpec[]
  content: ContentFileSpec[]
  storage: StorageSpec
}

/** Branches the live site's editor saves to start with this (also a valid preview host name). */
export const BRANCH_PREFIX = 'content-'

/**
 * The live site's editor, from content/site.yaml's `editor` settings: GitHub storage for `repo`,
 * Keystatic Cloud for `cloud`; undefined when neither is set (no editor in the build).
 */
export function liveStorage(editor: {
  repo: string
  previewUrl: string
  cloud: string
}): StorageSpec | undefined {
  const previewUrl = editor.previewUrl || undefined
  if (editor.cloud) return { kind: 'cloud', project: editor.cloud, previewUrl }
  if (editor.repo)
    return { kind: 'github', repo: editor.repo, branchPrefix: BRANCH_PREFIX, previewUrl }
  return undefined
}

/** "primaryHref" -> "Primary href", "contact-info.yaml" -> "Contact info". */
export function humanise(name: string): string {
  const words = name
    .replace(/\.ya?ml$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
