import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type Icon,
} from '@tabler/icons-react'
import type { Site, SocialNetwork } from '#content/schemas'
import a11y from '../../styles/a11y.module.css'
import classes from './Footer.module.css'

const icons: Record<SocialNetwork, Icon> = {
  LinkedIn: IconBrandLinkedin,
  X: IconBrandX,
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  YouTube: IconBrandYoutube,
}

export function SocialLinks({ title, links }: { title: string; links: Site['social'] }) {
  return (
    <>
      <h2 className={a11y.visuallyHidden}>{title}</h2>
      <ul className={classes.social}>
        {links.map(({ network, href }) => {
          const Icon = icons[network]
          return (
            <li key={network}>
              <a href={href} aria-label={network} className={classes.socialLink}>
                <Icon stroke={1.75} aria-hidden="true" />
              </a>
            </li>
          )
        })}
      </ul>
    </>
  )
}
