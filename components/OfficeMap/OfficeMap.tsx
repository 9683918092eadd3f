import { IconExternalLink } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { offices } from '../../content/offices'
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

/** How close (px) the map box must come to the screen before the map starts loading. */
const LOAD_MARGIN = '400px'

/**
 * Starts loading the map page only when the box comes within LOAD_MARGIN of the
 * screen. `loading="lazy"` alone loads it up to 2,500 px ahead, so on a phone the
 * map (another site's page, scripts and tiles) competed with the first paint.
 */
function useNearScreen() {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (!box) return
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true))
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return { ref, near }
}

/** An OpenStreetMap of the head office; the box keeps its size if the map cannot load. */
export function OfficeMap() {
  const office = offices.find((o) => o.hq) ?? offices[0]!
  const urls = mapUrls(office.latitude, office.longitude)
  const { ref, near } = useNearScreen()
  const frame = (src: string | undefined) => (
    <iframe
      className={classes.map}
      src={src}
      title={ui.map.title.replace('{city}', office.city)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  )
  return (
    <figure className={classes.figure}>
      <div className={classes.frame} ref={ref}>
        {near ? frame(urls.embed) : <noscript>{frame(urls.embed)}</noscript>}
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
