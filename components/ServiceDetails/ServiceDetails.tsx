import { Button, Group, Text, Title } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { serviceKey, serviceSlug, servicesIn } from '#content/services'
import { uiIn } from '#content/ui'
import { serviceListHref } from '#lib/slug'
import { ServiceIcon } from '#components/ServiceIcon'
import { AutoGrid } from '#components/AutoGrid'
import { listsIn } from '#content/lists'
import { fill } from '#lib/fill'
import classes from './ServiceDetails.module.css'
import { useHref, useLanguage } from '#components/Language'

/** Each service with its description, features and a quote button (content/services.yaml). */
export function ServiceDetails() {
  const language = useLanguage()
  const href = useHref()
  const services = servicesIn(language)
  const ui = uiIn(language)
  return (
    <AutoGrid min="22rem" cols={2}>
      {services.map((service, i) => (
        <article key={service.title} id={serviceSlug(i)} className={classes.card}>
          <Group wrap="nowrap">
            <ServiceIcon name={service.icon} />
            <Title order={3}>{service.title}</Title>
          </Group>
          <Text c="dimmed" mt="md">
            {service.description}
          </Text>
          <ul className={classes.features}>
            {service.features.map((feature) => (
              <li key={feature}>
                <IconCircleCheck
                  size={20}
                  stroke={1.75}
                  aria-hidden="true"
                  className={classes.check}
                />
                {feature}
              </li>
            ))}
          </ul>
          <Button
            component="a"
            href={href('/contact')}
            variant="light"
            className={classes.quote}
            aria-label={`${ui.services.requestQuote}: ${service.title}`}
          >
            {ui.services.requestQuote}
          </Button>
          <a href={serviceListHref(serviceKey(i))} className={classes.studies}>
            {fill(listsIn(language).caseStudies.serviceTitle, { service: service.title })}
          </a>
        </article>
      ))}
    </AutoGrid>
  )
}
