import { Text } from '@mantine/core'

declare const __BUILD_YEAR__: number

/** The copyright line with the build's year (year.ts corrects it once a new year begins). */
export function Copyright({ owner, rights }: { owner: string; rights: string }) {
  return (
    <Text size="sm" c="dimmed">
      © <span data-current-year="">{__BUILD_YEAR__}</span> {owner} {rights}
    </Text>
  )
}
