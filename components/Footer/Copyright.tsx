import { Text } from '@mantine/core'

declare const __BUILD_YEAR__: number

/**
 * The copyright line with the build's year; the shared script (year.ts)
 * corrects it in the browser if a new year has begun since the site was built.
 */
export function Copyright({ owner, rights }: { owner: string; rights: string }) {
  return (
    <Text size="sm" c="dimmed">
      © <span data-current-year="">{__BUILD_YEAR__}</span> {owner} {rights}
    </Text>
  )
}
