import type { CaseStudyMeta } from '#content/collections'
import classes from '../BlogList/BlogList.module.css'

/** A case study's measured results: each figure large, with what it measures. */
export function CaseStudyResults({ results }: Pick<CaseStudyMeta, 'results'>) {
  return (
    <ul className={classes.results}>
      {results.map((result) => (
        <li key={result.label}>
          <strong>{result.figure}</strong> {result.label}
        </li>
      ))}
    </ul>
  )
}
