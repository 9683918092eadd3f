import { listedCaseStudies, serviceLists } from '#content/case-studies'
import { listsIn } from '#content/lists'
import { fill } from '#lib/fill'
import { CaseStudyResults } from './CaseStudyResults'
import classes from '../BlogList/BlogList.module.css'
import { useLanguage } from '#components/Language'

export interface CaseStudyListProps {
  /** Only this service's case studies (its title in content/services.yaml); all when empty. */
  service?: string
}

/** Case studies, newest first, with their measured results; links to each service's list. */
export function CaseStudyList({ service }: CaseStudyListProps) {
  const text = listsIn(useLanguage()).caseStudies
  const shown = listedCaseStudies.filter((study) => !service || study.service === service)
  return (
    <>
      <nav aria-label={text.byService} className={classes.filters}>
        <a href="/case-studies" aria-current={service ? undefined : 'page'}>
          {text.allServices}
        </a>
        {serviceLists.map((list) => (
          <a
            key={list.slug}
            href={list.href}
            aria-current={list.title === service ? 'page' : undefined}
          >
            {list.title}
          </a>
        ))}
      </nav>
      {!shown.length ? (
        <p className={classes.empty}>
          {service ? fill(text.emptyForService, { service }) : text.empty}{' '}
          <a href="/contact">{text.contact}</a>
        </p>
      ) : (
        <ol className={classes.list} data-pagefind-ignore="">
          {shown.map((study) => (
            <li key={study.slug}>
              <article className={classes.post}>
                <h2 className={classes.title}>
                  <a href={study.href}>{study.title}</a>
                </h2>
                <p className={classes.meta}>
                  {study.client} · {study.service}
                </p>
                <p>{study.description}</p>
                <CaseStudyResults results={study.results} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
