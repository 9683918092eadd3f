import { Group } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { headOfficeOf, officesIn } from '#content/offices'
import { uiIn } from '#content/ui'
import classes from './OfficeMap.module.css'
import { useLanguage } from '#components/Language'

/** Half the width and height of the area the map shows around the office, in degrees. */
const SPAN = { lon: 0.02, lat: 0.012 }

export function mapUrls(latitude: number, longitude: number) {
  const { lon, lat } = SPAN
  const bbox = [longitude - lon, latitude - lat, longitude + lon, latitude + lat]
    .map((n) => n.toFixed(4))
    .join(',')
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    larger: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`,
  }
}

/**
 * An OpenStreetMap of the head office, added once its box comes near the screen and the browser is
 * idle (near-screen.ts): with loading="lazy" alone a phone fetched it with the first paint.
 */
export function OfficeMap() {
  const language = useLanguage()
  const ui = uiIn(language)
  const office = headOfficeOf(officesIn(language))
  const urls = mapUrls(office.latitude, office.longitude)
  const frame = (
    <iframe
      className={classes.map}
      src={urls.embed}
      title={ui.map.title.replace('{city}', office.city)}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
  return (
    <figure className={classes.figure}>
      <div className={classes.frame} data-near-screen="">
        <template>{frame}</template>
        <noscript>{frame}</noscript>
      </div>
      <Group
        component="figcaption"
        justify="space-between"
        gap="sm"
        mt="sm"
        className={classes.caption}
      >
        <span>{office.address}</span>
        <a href={urls.larger} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {ui.map.viewLarger}
          <IconExternalLink size={16} aria-hidden="true" />
        </a>
      </Group>
    </figure>
  )
}
