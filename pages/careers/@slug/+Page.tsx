import { jobs } from '#content/jobs'
import { site } from '#content/site'
import { uiIn } from '#content/ui'
import { postalAddress } from '#content/structured-data'
import { lists } from '#content/lists'
import { entryClasses as classes } from '#components/BlogList'
import { H2, Prose, type EntryPageProps } from '#components/Prose'
import { ReadingPaths } from '#components/ReadingPaths'
import { formatDate } from '#lib/dates'
import { placeOf } from '#lib/entries'
import { fill, fillParts } from '#lib/fill'
import { JsonLd } from '#components/JsonLd'
import { useLanguage, useLocale } from '#components/Language'
import { shareOf } from '#lib/card'

const EMPLOYMENT = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
} as const

/**
 * One opening: its details, how to apply (or that it has closed), JobPosting JSON-LD, then
 * related entries.
 */
export default function Page({ routeParams, components }: EntryPageProps) {
  const locale = useLocale()
  const code = useLanguage()
  const job = jobs.find((j) => j.slug === routeParams.slug)!
  const applyHref = job.apply.includes('@')
    ? `mailto:${job.apply}?subject=${encodeURIComponent(job.title)}`
    : job.apply
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: EMPLOYMENT[job.type],
    hiringOrganization: { '@type': 'Organization', name: site.name, sameAs: site.siteUrl },
    ...(job.remote === 'remote'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: site.address.country },
        }
      : {
          jobLocation: { '@type': 'Place', address: postalAddress },
        }),
    experienceRequirements: job.experience,
    // What its head shares (components/PageMeta): its card, with its place, or the writer's picture.
    image: new URL(
      shareOf(job.title, job.href, code, uiIn(code).card, { place: job.location }, job.shareImage)
        .path,
      site.siteUrl,
    ).href,
  }
  const text = lists.careers
  const day = (date: string) => <time dateTime={date}>{formatDate(date, locale)}</time>
  return (
    <Prose
      title={job.title}
      breadcrumb={[
        { label: text.name, href: '/careers' },
        { label: job.title, href: job.href },
      ]}
      toc={job.open ? [...job.toc, { depth: 2, id: 'apply', text: text.howToApply }] : job.toc}
      after={<ReadingPaths href={job.href} />}
    >
      {!job.open && (
        <p role="status">
          {fillParts(text.closed, { date: day(job.validThrough) })}{' '}
          <a href="/careers">{text.openPositions}</a>
        </p>
      )}
      <dl className={classes.facts}>
        <dt>{text.location}</dt>
        <dd>{placeOf(job.location, text.workplace[job.remote], job.remote)}</dd>
        <dt>{text.type}</dt>
        <dd>{job.type}</dd>
        <dt>{text.experience}</dt>
        <dd>{job.experience}</dd>
        <dt>{text.posted}</dt>
        <dd>{day(job.datePosted)}</dd>
        <dt>{text.applyBy}</dt>
        <dd>{day(job.validThrough)}</dd>
      </dl>
      <job.Content components={components} />
      {job.open && (
        <>
          <H2 id="apply">{text.howToApply}</H2>
          <p className={classes.apply}>
            <a href={applyHref}>
              {job.apply.includes('@') ? fill(text.sendCv, { email: job.apply }) : text.applyOnline}
            </a>
          </p>
          <JsonLd data={jsonLd} />
        </>
      )}
    </Prose>
  )
}
