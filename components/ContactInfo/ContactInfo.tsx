import { Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { IconClock, IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react'
import { contactInfoIn } from '#content/contact-info'
import { officesIn } from '#content/offices'
import { businessHoursIn, site, phone } from '#content/site'
import { uiIn } from '#content/ui'
import type { ContactInfo as Block } from '#content/schemas'
import { IconTile } from '#components/IconTile'
import { PostalAddress } from '#components/PostalAddress'
import classes from './ContactInfo.module.css'
import { useLanguage } from '#components/Language'

const icons: Record<Block['show'], Icon> = {
  address: IconMapPin,
  phone: IconPhone,
  email: IconMail,
  hours: IconClock,
}

/** The contact information blocks (content/contact-info.yaml, lines from content/site.yaml). */
export function ContactInfo() {
  const language = useLanguage()
  const contactInfo = contactInfoIn(language)
  const lines: Record<Block['show'], ReactNode> = {
    address: <PostalAddress />,
    phone: <a href={phone.href}>{phone.text}</a>,
    email: <a href={`mailto:${site.email}`}>{site.email}</a>,
    hours: <Text>{businessHoursIn(language)}</Text>,
  }
  return (
    <ul className={classes.list}>
      {contactInfo.map((block) => (
        <li key={block.title} className={classes.block}>
          <IconTile icon={icons[block.show]} />
          <div className={classes.lines}>
            <Title order={3} className={classes.title}>
              {block.title}
            </Title>
            {lines[block.show]}
          </div>
        </li>
      ))}
    </ul>
  )
}

/** The offices, the head office marked HQ (content/offices.yaml). */
export function Offices() {
  const language = useLanguage()
  const offices = officesIn(language)
  const ui = uiIn(language)
  return (
    <ul className={classes.list}>
      {offices.map((office) => (
        <li key={office.city} className={classes.block}>
          <IconTile icon={IconMapPin} />
          <div className={classes.lines}>
            <Title order={3} className={classes.title}>
              {office.city}{' '}
              {office.hq && (
                <abbr title={ui.offices.hqTitle} className={classes.hq}>
                  {ui.offices.hq}
                </abbr>
              )}
            </Title>
            <Text c="dimmed">{office.address}</Text>
          </div>
        </li>
      ))}
    </ul>
  )
}
