import { useIntersection } from '@mantine/hooks'
import { IconExternalLink } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { headOffice } from '../../content/offices'
import { ui } from '../../content/ui'
import classes from './OfficeMap.module.css'

/** Half the width and height of the area the map shows around the office, in degrees. */
const SPAN = { lon: 0.02, lat: 0.012 }

export function mapUrls(latitude: number, longitude: number) {
  const bbox = [
    longitude - SPAN.lon,
    latitude - SPAN.lat,
    longitude + SPAN.lon,
    latitude + SPAN.lat,
  ]
    .map((n) => n.toFixed(4))
    .join(',')
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    larger: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`,
  }
}

/**
 * The map page (another site's page, scripts and tiles) starts loading when its
 * box comes within this distance of the screen. `loading="lazy"` alone loads it
 * up to 2,500 px ahead, so on a phone it competed with the first paint.
 */
const NEAR_SCREEN = { rootMargin: '400px' }

/** An OpenStreetMap of the head office; the box keeps its size if the map cannot load. */
export function OfficeMap() {
  const office = headOffice
  const urls = mapUrls(office.latitude, office.longitude)
  const { ref, entry } = useIntersection<HTMLDivElement>(NEAR_SCREEN)
  // Once loaded, the map stays, also when the box scrolls away again.
  const [near, setNear] = useState(false)
  const reached = !!entry?.isIntersecting
  useEffect(() => {
    if (!reached) return
    // Started once the main thread is idle: adding the frame (React's render,
    // the frame's own start) took ~40 ms at 4x CPU, right when the visitor,
    // having scrolled to the form or the FAQ below, taps there.
    const idle = window.requestIdleCallback ?? ((start: () => void) => setTimeout(start, 50))
    const stop = window.cancelIdleCallback ?? clearTimeout
    const task = idle(() => setNear(true), { timeout: 1000 })
    return () => stop(task)
  }, [reached])
  const frame = (
    <iframe
      className={classes.map}
      src={urls.embed}
      title={ui.map.title.replace('{city}', office.city)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  )
  return (
    <figure className={classes.figure}>
      <div className={classes.frame} ref={ref}>
        {near ? frame : <noscript>{frame}</noscript>}
      </div>
      <figcaption className={classes.caption}>
        <span>{office.address}</span>
        <a href={urls.larger} target="_blank" rel="noopener noreferrer" className={classes.link}>
          {ui.map.viewLarger}
          <IconExternalLink size={16} aria-hidden="true" />
        </a>
      </figcaption>
    </figure>
  )
}
