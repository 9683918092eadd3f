import { Text, Title } from '@mantine/core'
import { values } from '../../content'
import { ServiceIcon } from '../ServiceIcon'
import { AutoGrid } from '../AutoGrid'
import classes from './ValuesGrid.module.css'

/** The company's values with their descriptions (content/values.yaml). */
export function ValuesGrid() {
  return (
    <AutoGrid as="ul" min="13rem" cols={4}>
      {values.map((value) => (
        <li key={value.title} className={classes.card}>
          <ServiceIcon name={value.icon} />
          <Title order={3} mt="md">
            {value.title}
          </Title>
          <Text c="dimmed" mt="xs">
            {value.description}
          </Text>
        </li>
      ))}
    </AutoGrid>
  )
}
