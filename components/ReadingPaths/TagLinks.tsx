import { Group } from '@mantine/core'
import { tagHref } from '#lib/slug'
import classes from './ReadingPaths.module.css'

/** A post's tags, each a link to its tag's page (/blog/tag/erp), after the word `label`. */
export function TagLinks({ label, tags }: { label: string; tags: readonly string[] }) {
  return (
    <Group gap="md">
      <strong id="post-tags">{label}</strong>
      <Group component="ul" gap="md" aria-labelledby="post-tags" className={classes.tags}>
        {tags.map((tag) => (
          <li key={tag}>
            <a href={tagHref(tag)}>{tag}</a>
          </li>
        ))}
      </Group>
    </Group>
  )
}
