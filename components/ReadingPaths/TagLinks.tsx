import { useId } from 'react'
import { Group } from '@mantine/core'
import { tagHref } from '#lib/slug'
import classes from './ReadingPaths.module.css'

/** A post's tags, each a link to its tag's page (/blog/tag/erp), after the word `label`. */
export function TagLinks({ label, tags }: { label: string; tags: readonly string[] }) {
  const id = useId()
  return (
    <Group gap="md">
      <strong id={id}>{label}</strong>
      <Group component="ul" gap="md" aria-labelledby={id} className={classes.tags}>
        {tags.map((tag) => (
          <li key={tag}>
            <a href={tagHref(tag)}>{tag}</a>
          </li>
        ))}
      </Group>
    </Group>
  )
}
