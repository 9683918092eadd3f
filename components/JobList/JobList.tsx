import { openJobs } from '#content/jobs'
import { site } from '#content/site'
import { postDate } from '#components/BlogList'
import classes from '../BlogList/BlogList.module.css'

/** The open job openings, newest first; when there are none, how to send a CV anyway. */
export function JobList() {
  if (!openJobs.length)
    return (
      <p className={classes.empty}>
        No openings right now. We are always glad to hear from good people: send your CV to{' '}
        <a href={`mailto:${site.email}?subject=${encodeURIComponent('CV')}`}>{site.email}</a> and we
        will write when a role fits.
      </p>
    )
  return (
    <ol className={classes.list}>
      {openJobs.map((job) => (
        <li key={job.slug}>
          <article className={classes.post}>
            <h2 className={classes.title}>
              <a href={job.href}>{job.title}</a>
            </h2>
            <p className={classes.meta}>
              {job.location} · {job.type} · {job.experience} · apply by{' '}
              <time dateTime={job.validThrough}>{postDate(job.validThrough)}</time>
            </p>
            <p>{job.description}</p>
          </article>
        </li>
      ))}
    </ol>
  )
}
