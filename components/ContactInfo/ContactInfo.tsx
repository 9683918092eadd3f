import { Badge, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClock, IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react'
import {
  businessHours,
  contactInfo,
  offices,
  site,
  ui,
  type ContactInfo as Block,
  phone,
} from '../../content'
import classes from './ContactInfo.module.css'

const icons: Record<Block['show'], Icon> = {
  address: IconMapPin,
  phone: IconPhone,
  email: IconMail,
  hours: IconClock,
}

function Lines({ show }: { show: Block['show'] }) {
  const { address } = site
  switch (show) {
    case 'address':
      return (
        <address className={classes.address}>
          {address.street}
          <br />
          {address.locality}, {address.region} {address.postalCode}
          <br />
          {address.country}
        </address>
      )
    case 'phone':
      return <a href={phone.href}>{phone.text}</a>
    case 'email':
      return <a href={`mailto:${site.email}`}>{site.email}</a>
    case 'hours':
      return <Text>{businessHours}</Text>
  }
}

/** The contact information blocks (content/contact-info.yaml, lines from content/site.yaml). */
export function ContactInfo() {
  return (
    <ul className={classes.list}>
      {contactInfo.map((block) => {
        const Icon = icons[block.show]
        return (
          <li key={block.title} className={classes.block}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <Icon size={22} stroke={1.75} />
            </ThemeIcon>
            <div className={classes.lines}>
              <Title order={3} className={classes.title}>
                {block.title}
              </Title>
              <Lines show={block.show} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

/** The offices, the head office marked HQ (content/offices.yaml). */
export function Offices() {
  return (
    <ul className={classes.list}>
      {offices.map((office) => (
        <li key={office.city} className={classes.block}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <IconMapPin size={22} stroke={1.75} />
          </ThemeIcon>
          <div className={classes.lines}>
            <Title order={3} className={classes.title}>
              {office.city}{' '}
              {office.hq && (
                <Badge
                  component="abbr"
                  title={ui.offices.hqTitle}
                  variant="filled"
                  ml={6}
                  className={classes.hq}
                >
                  {ui.offices.hq}
                </Badge>
              )}
            </Title>
            <Text c="dimmed">{office.address}</Text>
          </div>
        </li>
      ))}
    </ul>
  )
}
