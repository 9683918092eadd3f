import { Text } from '@mantine/core'
import { useSyncExternalStore } from 'react'

declare const __BUILD_YEAR__: number

const subscribe = () => () => {}
const currentYear = () => new Date().getFullYear()
// The prerendered HTML carries the build's year; the browser corrects it if a
// new year has begun since, without a hydration mismatch.
const buildYear = () => __BUILD_YEAR__

export function Copyright({ owner, rights }: { owner: string; rights: string }) {
  const year = useSyncExternalStore(subscribe, currentYear, buildYear)
  return (
    <Text size="sm" c="dimmed">
      © {year} {owner} {rights}
    </Text>
  )
}
