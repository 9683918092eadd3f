/**
 * Reading paths between entries (issue 47), worked out at build time from the entries alone:
 * a page per blog tag, up to three related entries, the newer and older post.
 *
 * The rule for related entries: an entry is about its topics (a post's tags, a case study's
 * service, an opening's title). Two entries are related when a topic of one is a topic of the
 * other or a part of it, word for word: "ERP" is part of "ERP Solutions" and of "ERP Consultant",
 * "Customer Support" of "Customer Support Executive"; "Support" is not part of "Supporting". The
 * entries that share the most topics come first, then the newest; three at the most.
 */
import { readFileSync } from 'node:fs'
import { slug, tagHref } from './slug'
import { projectPath, writerError } from './writer-error'

/** An entry as the reading paths see it. */
export interface PathEntry {
  href: string
  /** Its date ("2026-11-20"): the newest comes first among equals. */
  date: string
  /** What it is about: a post's tags, a case study's service, an opening's title. */
  topics: readonly string[]
}

/** " erp solutions ": a topic's words, with a space either side, to find one inside another. */
const words = (topic: string) => ` ${slug(topic).replaceAll('-', ' ')} `

/** One topic is the other, or a part of it, word for word. */
export const sameTopic = (a: string, b: string) => {
  const [x, y] = [words(a), words(b)]
  return x.trim() !== '' && y.trim() !== '' && (x.includes(y) || y.includes(x))
}

/** How many of `entry`'s topics `other` shares. */
const shared = (entry: PathEntry, other: PathEntry) =>
  entry.topics.filter((topic) => other.topics.some((theirs) => sameTopic(topic, theirs))).length

/** Up to `most` of `candidates` related to `entry` (the rule above); never the entry itself. */
export function related<T extends PathEntry>(entry: PathEntry, candidates: T[], most = 3): T[] {
  return candidates
    .filter((other) => other.href !== entry.href)
    .map((other) => ({ other, count: shared(entry, other) }))
    .filter(({ count }) => count > 0)
    .sort(
      (a, b) =>
        b.count - a.count ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.href.localeCompare(b.other.href),
    )
    .slice(0, most)
    .map(({ other }) => other)
}

/** The entries either side of `href` in a list newest first: the newer one and the older one. */
export function neighbours<T extends { href: string }>(list: T[], href: string) {
  const at = list.findIndex((item) => item.href === href)
  if (at < 0) return {}
  return { newer: list[at - 1], older: list[at + 1] }
}

/** A tag's page: its words as first written, its address, the posts that carry it. */
export interface Tag<T> {
  name: string
  slug: string
  href: string
  posts: T[]
}

/** The tags of `posts` (in their order, newest first), one page each, in alphabetical order. */
export function tagsOf<T extends { tags: readonly string[] }>(posts: T[]): Tag<T>[] {
  const tags = new Map<string, Tag<T>>()
  for (const post of posts)
    for (const name of post.tags) {
      const key = slug(name)
      const tag = tags.get(key) ?? { name, slug: key, href: tagHref(name), posts: [] }
      if (!tag.posts.includes(post)) tag.posts.push(post)
      tags.set(key, tag)
    }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/** A post's file and tags, as the tag check reads them. */
export interface TaggedFile {
  /** The post's file (content/blog/<address>.mdx). */
  file: string
  tags: readonly string[]
}

/** The line of `tag` in the tags of a post's front matter, or of `tags:`, or undefined. */
export function tagLine(source: string, tag: string): number | undefined {
  const lines = source.split('\n')
  const start = lines.findIndex((line) => /^tags\s*:/.test(line))
  if (start < 0) return undefined
  const item = lines.findIndex(
    (line, index) =>
      index > start && line.replace(/^\s*-\s*/, '').replace(/^(['"])(.*)\1\s*$/, '$2') === tag,
  )
  return (item > start ? item : start) + 1
}

/**
 * Stops the build when a tag cannot have a page of its own: it has no letters or digits, or its
 * address is another tag's ("ERP" and "erp" are both /blog/tag/erp). The message names the file,
 * the line, the field and the fix, as every writer's message does.
 */
export function checkTags(
  posts: TaggedFile[],
  read: (file: string) => string = (file) => readFileSync(file, 'utf8'),
) {
  const seen = new Map<string, { name: string; file: string }>()
  const fail = (file: string, tag: string, message: string): never => {
    throw writerError(
      file,
      tagLine(read(file), tag),
      `the post's tags, "${tag}": ${message}`,
      'tags',
    )
  }
  for (const { file, tags } of posts)
    for (const name of tags) {
      const key = slug(name)
      if (!key)
        fail(
          file,
          name,
          `a tag needs a letter or a digit, or it has no page to link to. Fix: write the tag in words, or remove it.`,
        )
      const first = seen.get(key)
      if (first && first.name !== name) {
        const where = first.file === file ? 'in this post' : `in ${projectPath(first.file)}`
        fail(
          file,
          name,
          `it has the same address as the tag "${first.name}" ${where} (${tagHref(name)}), so the two cannot have a page each. Fix: write it "${first.name}", as it is written there, or choose another word.`,
        )
      }
      if (!first) seen.set(key, { name, file })
    }
}
