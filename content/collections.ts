/**
 * Lists that writers grow one file at a time: each collection is a folder of MDX files under
 * content/ (content/blog/<address>.mdx is /blog/<address>), with typed front matter checked by
 * tooling/remark-page-meta.ts like a page's, with the file, line and fix.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { z } from 'zod'
import { photoProblem } from '#lib/photo-check'
import { shareImageProblem } from '#lib/share-image'
import { projectPath } from '#lib/writer-error'
import { day, text } from './schemas.ts'

/** A photo setting: a stock photo's address or a photo in content/images/ (lib/photo-check.ts). */
const photo = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = photoProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem.replace(/\.$/, '') })
  })

/**
 * A writer's own share image instead of the drawn card: a picture in content/images/, 1.91:1,
 * at least 600 pixels wide, at most 300 kB (lib/share-image.ts). The editor's field is an upload.
 */
const shareImage = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = shareImageProblem(value)
    if (problem) context.addIssue({ code: 'custom', message: problem.replace(/\.$/, '') })
  })
  .meta({ editorField: 'shareImage' })
  .optional()
  .describe(
    'The picture a chat or social post shows for its link, instead of the card the site draws: 1200×630 pixels, JPEG, PNG or WebP, at most 300 kB.',
  )

/** A page's settings between the --- lines (also the browser editor's page form). */
export const frontmatterSchema = z.strictObject({
  title: text.describe('The browser tab: "About Us | Company Name".'),
  description: text.describe('Search results and link previews; one sentence.'),
  noindex: z.boolean().optional().describe('Keep the page out of search engines and the sitemap.'),
  layout: z
    .enum(['prose'])
    .optional()
    .describe(
      'prose: a page to read, like the privacy notice: one column of text, its title on top, "On this page" from four sections.',
    ),
  shareImage,
})

/** A page's settings, from its front matter. */
export type Frontmatter = z.infer<typeof frontmatterSchema>

/** A blog post's settings between the --- lines. */
const blogSchema = z
  .strictObject({
    title: text.describe('The post\'s heading, and the browser tab: "Title | Company Name".'),
    description: text.describe('One or two sentences: the list, search results and the feed.'),
    date: day.describe('When it was published; the list is newest first.'),
    author: text.describe('Who wrote it.'),
    tags: z
      .array(text)
      .default([])
      .describe(
        'A few words the post is about; each links to a page of the posts with it (/blog/tag/erp). Write a tag the same way in every post.',
      ),
    cover: photo
      .optional()
      .describe(
        'A photo at the top of the post, also shown when it is shared (a stock address or content/images/…).',
      ),
    coverAlt: text.optional().describe('What the cover photo shows, for people who cannot see it.'),
    shareImage,
    noindex: z.boolean().optional().describe('Keep it out of search engines, the feed and lists.'),
  })
  .refine((post) => !post.cover || post.coverAlt, {
    message: 'has a cover photo but no coverAlt (Fix: add coverAlt: what the photo shows)',
    path: ['coverAlt'],
  })
export type BlogMeta = z.infer<typeof blogSchema>

/** The services' titles (content/services.yaml): a case study names the one it used. */
const serviceTitles = (): string[] => {
  const file = path.join(process.cwd(), 'content/services.yaml')
  const data = existsSync(file)
    ? (parse(readFileSync(file, 'utf8')) as { services?: { title: string }[] })
    : {}
  return (data.services ?? []).map((service) => service.title)
}

/** A case study's settings between the --- lines. */
const caseStudySchema = z.strictObject({
  title: text.describe('The heading: what changed for the client, in a few words.'),
  description: text.describe('One or two sentences for the list and search results.'),
  date: day.describe('When it was published; the list is newest first.'),
  client: text.describe('The client, or their industry when they prefer not to be named.'),
  service: text
    .refine((value) => serviceTitles().includes(value), {
      error: () => `should be one of the services: ${serviceTitles().join(', ')}`,
    })
    .describe('The service used, exactly as its title in content/services.yaml.'),
  problem: text.describe('What the client needed, in a sentence or two.'),
  solution: text.describe('What we did, in a sentence or two.'),
  results: z
    .array(
      z.strictObject({
        figure: text.describe('The number, with its unit, in quotes: "40%", "2 days", "0".'),
        label: text.describe('What it measures: "fewer missed calls".'),
      }),
    )
    .min(1)
    .describe('Measured results: a figure ("40%") and what it measures ("fewer missed calls").'),
  shareImage,
  noindex: z.boolean().optional(),
})
export type CaseStudyMeta = z.infer<typeof caseStudySchema>

/** A job opening's settings between the --- lines (Google's JobPosting fields). */
const jobSchema = z.strictObject({
  title: text.describe('The role, as candidates search for it: "Customer Support Executive".'),
  description: text.describe('One or two sentences for the list and search results.'),
  location: text.describe('The city, or "Remote".'),
  remote: z
    .enum(['on-site', 'hybrid', 'remote'])
    .describe('on-site, hybrid (some days at the office) or remote (India).'),
  type: z
    .enum(['Full-time', 'Part-time', 'Contract', 'Internship'])
    .describe('The kind of employment.'),
  experience: text.describe('Years or level: "2+ years in customer support".'),
  datePosted: day.describe('When the opening was published.'),
  validThrough: day.describe('The last day to apply: after it, the opening leaves the list.'),
  apply: text.describe('How to apply: an email address, or a web address for the application.'),
  shareImage,
  noindex: z.boolean().optional(),
})
export type JobMeta = z.infer<typeof jobSchema>

/** The collections: where their files are, the address of their list, their settings. */
export const COLLECTIONS = {
  blog: { folder: 'content/blog', route: '/blog', schema: blogSchema, label: 'Blog posts' },
  'case-studies': {
    folder: 'content/case-studies',
    route: '/case-studies',
    schema: caseStudySchema,
    label: 'Case studies',
  },
  jobs: { folder: 'content/jobs', route: '/careers', schema: jobSchema, label: 'Job openings' },
} as const
export type CollectionName = keyof typeof COLLECTIONS

/** Blog list pages hold this many posts; /blog/page/2 and on hold the rest. */
export const PAGE_SIZE = 10

/** The collection a file belongs to, by its folder, or undefined for a page. */
export const collectionOf = (file: string) =>
  (Object.keys(COLLECTIONS) as CollectionName[]).find((name) =>
    projectPath(file).startsWith(`${COLLECTIONS[name].folder}/`),
  )

/** The entries' addresses in a collection ("/blog/first-post"), from its files. */
export function entryRoutes(name: CollectionName, root = process.cwd()): string[] {
  const { folder, route } = COLLECTIONS[name]
  const dir = path.join(root, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => `${route}/${file.slice(0, -4)}`)
}
