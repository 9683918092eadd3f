import { openJobs } from '#content/jobs'
import { listsIn } from '#content/lists'
import { site } from '#content/site'
import { formatDate } from '#lib/dates'
import { fillParts } from '#lib/fill'
import classes from '../BlogList/BlogList.module.css'
import { useLanguage, useLocale } from '#components/Language'

/** The open job openings, newest first; when there are none, how to send a CV anyway. */
export function JobList() {
  const text = listsIn(useLanguage()).careers
  const locale = useLocale()
  if (!openJobs.length) {
    const email = (
      <a key="email" href={`mailto:${site.email}?subject=CV`}>
        {site.email}
      </a>
    )
    return <p className={classes.empty}>{fillParts(text.empty, { email })}</p>
  }
  return (
    <ol className={classes.list} data-pagefind-ignore="">
      {openJobs.map((job) => (
        <li key={job.slug}>
          <article className={classes.post}>
            <h2 className={classes.title}>
              <a href={job.href}>{job.title}</a>
            </h2>
            <p className={classes.meta}>
              {job.location} · {job.type} · {job.experience} · {text.applyBy}{' '}
              <time dateTime={job.validThrough}>{formatDate(job.validThrough, locale)}</time>
            </p>
            <p>{job.description}</p>
          </article>
        </li>
      ))}
    </ol>
  )
}
