// Where an entry's page leads next (issue 47; the rule is in lib/reading-paths.ts): up to three
// related posts, case studies and open openings, and a post's newer and older post.
import { listedPosts, posts, type Post } from './blog'
import { caseStudies, listedCaseStudies, type CaseStudy } from './case-studies'
import { jobs, openJobs, type Job } from './jobs'
import { neighbours, related, type PathEntry } from '#lib/reading-paths'

/** The collection an entry is from; content/lists.yaml (related) has the words that say so. */
export type Kind = 'post' | 'caseStudy' | 'opening'

export interface RelatedEntry extends PathEntry {
  title: string
  kind: Kind
}

const fromPost = ({ href, title, date, tags }: Post): RelatedEntry => ({
  href,
  title,
  date,
  topics: tags,
  kind: 'post',
})
const fromCaseStudy = ({ href, title, date, service }: CaseStudy): RelatedEntry => ({
  href,
  title,
  date,
  topics: [service],
  kind: 'caseStudy',
})
const fromJob = ({ href, title, datePosted }: Job): RelatedEntry => ({
  href,
  title,
  date: datePosted,
  topics: [title],
  kind: 'opening',
})

/** What a page may lead to: the entries the lists show (no noindex entry, no closed opening). */
const listed = [
  ...listedPosts.map(fromPost),
  ...listedCaseStudies.map(fromCaseStudy),
  ...openJobs.map(fromJob),
]
const every = [...posts.map(fromPost), ...caseStudies.map(fromCaseStudy), ...jobs.map(fromJob)]

/** Up to three entries related to the one at `href`, most topics shared first, then newest. */
export function relatedTo(href: string): RelatedEntry[] {
  const entry = every.find((candidate) => candidate.href === href)
  return entry ? related(entry, listed) : []
}

/** The listed posts before and after the one at `href`, by date: { newer, older }. */
export const newerAndOlder = (href: string) => neighbours(listedPosts, href)
