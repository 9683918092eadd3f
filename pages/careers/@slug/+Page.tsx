import { Container } from '@mantine/core'
import { jobs } from '#content/jobs'
import { site } from '#content/site'
import {
  EntryHeading,
  postDate,
  entryClasses as classes,
  type EntryPageProps,
} from '#components/BlogList'
import { JsonLd } from '#components/JsonLd'

const EMPLOYMENT = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
} as const

/** One opening: its details, how to apply (or that it has closed), and JobPosting JSON-LD. */
export default function Page({ routeParams, components }: EntryPageProps) {
  const job = jobs.find((j) => j.slug === routeParams.slug)!
  const applyHref = job.apply.includes('@')
    ? `mailto:${job.apply}?subject=${encodeURIComponent(job.title)}`
    : job.apply
  const { address } = site
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
          applicantLocationRequirements: { '@type': 'Country', name: address.country },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: address.street,
              addressLocality: address.locality,
              addressRegion: address.region,
              postalCode: address.postalCode,
              addressCountry: address.countryCode,
            },
          },
        }),
    experienceRequirements: job.experience,
  }
  return (
    <Container component="article" py="xl" size="md">
      <EntryHeading list="Careers" href="/careers" title={job.title} />
      {!job.open && (
        <p role="status" className={classes.empty}>
          This opening closed on{' '}
          <time dateTime={job.validThrough}>{postDate(job.validThrough)}</time>. See the{' '}
          <a href="/careers">open positions</a>.
        </p>
      )}
      <dl className={classes.facts}>
        <dt>Location</dt>
        <dd>
          {job.location} ({job.remote})
        </dd>
        <dt>Type</dt>
        <dd>{job.type}</dd>
        <dt>Experience</dt>
        <dd>{job.experience}</dd>
        <dt>Posted</dt>
        <dd>
          <time dateTime={job.datePosted}>{postDate(job.datePosted)}</time>
        </dd>
        <dt>Apply by</dt>
        <dd>
          <time dateTime={job.validThrough}>{postDate(job.validThrough)}</time>
        </dd>
      </dl>
      <job.Content components={components} />
      {job.open && (
        <>
          <h2>How to apply</h2>
          <p>
            <a href={applyHref}>
              {job.apply.includes('@') ? `Send your CV to ${job.apply}` : 'Apply online'}
            </a>
          </p>
          <JsonLd data={jsonLd} />
        </>
      )}
    </Container>
  )
}
