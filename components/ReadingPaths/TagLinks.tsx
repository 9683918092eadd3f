import { tagHref } from '#lib/slug'
import classes from './ReadingPaths.module.css'

/** A post's tags, each a link to its tag's page (/blog/tag/erp), after the word `label`. */
export function TagLinks({ label, tags }: { label: string; tags: readonly string[] }) {
  return (
    <div className={classes.tags}>
      <p id="post-tags">{label}</p>
      <ul aria-labelledby="post-tags">
        {tags.map((tag) => (
          <li key={tag}>
            <a href={tagHref(tag)}>{tag}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}
