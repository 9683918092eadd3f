import { Container, Group, Text } from '@mantine/core'
import { navigationIn } from '#content/navigation'
import { serviceSlug, servicesIn } from '#content/services'
import { businessHoursIn, site, phone } from '#content/site'
import { uiIn } from '#content/ui'
import { Logo } from '#components/Logo'
import { Copyright } from './Copyright'
import { AutoGrid } from '#components/AutoGrid'
import { PostalAddress } from '#components/PostalAddress'
import classes from './Footer.module.css'
import { FooterColumn } from './FooterColumn'
import { SocialLinks } from './SocialLinks'
import { useLanguage, useHref } from '#components/Language'

export function Footer() {
  const href = useHref()
  const language = useLanguage()
  const navigation = navigationIn(language)
  const services = servicesIn(language)
  const ui = uiIn(language)
  return (
    <footer className={classes.footer}>
      <Container>
        <AutoGrid min="13rem" cols={4}>
          <div>
            <Logo />
            <Text c="dimmed" size="sm" mt="sm" maw="22rem">
              {ui.footer.blurb}
            </Text>
            <SocialLinks title={ui.footer.socialTitle} links={site.social} />
          </div>
          <FooterColumn title={ui.footer.quickLinksTitle}>
            {navigation.footerQuickLinks.map((link) => (
              <li key={link.label}>
                <a href={href(link.href)}>{link.label}</a>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={ui.footer.servicesTitle}>
            {services.map((service, i) => (
              <li key={service.title}>
                <a href={href(`/services#${serviceSlug(i)}`)}>{service.title}</a>
              </li>
            ))}
          </FooterColumn>
          <FooterColumn title={ui.footer.contactTitle}>
            <li>
              <PostalAddress />
            </li>
            <li>
              <a href={phone.href}>{phone.text}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>{businessHoursIn(language)}</li>
          </FooterColumn>
        </AutoGrid>
        <Group justify="space-between" className={classes.bottom}>
          <Copyright owner={site.name} rights={ui.footer.rights} />
          <ul className={classes.legal}>
            {navigation.footerLegal.map((link) => (
              <li key={link.label}>
                <a href={href(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </Group>
      </Container>
    </footer>
  )
}
