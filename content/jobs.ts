// Job openings: content/jobs/<address>.mdx, one file each (content/collections.ts).
import type { JobMeta } from './collections'
import { entriesOf, today, type Entry, type EntryModule } from '#lib/entries'

export type Job = Entry<JobMeta> & { open: boolean }

const modules = import.meta.glob<EntryModule<JobMeta>>('./jobs/*.mdx', {
  eager: true,
})

/** Every opening, newest first; closed once its last day (validThrough) has passed. */
export const jobs: Job[] = entriesOf(modules, '/careers', 'datePosted').map((job) => ({
  ...job,
  open: job.validThrough >= today(),
}))

/** The openings the list shows: open ones not kept out of search engines. */
export const openJobs = jobs.filter((job) => job.open && !job.noindex)
