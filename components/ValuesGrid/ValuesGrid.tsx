import { SimpleGrid, Text, Title } from '@mantine/core'
import { values } from '../../content'
import { ServiceIcon } from '../ServiceIcon'
import classes from './ValuesGrid.module.css'

/** The company's values with their descriptions (content/values.yaml). */
export function ValuesGrid() {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 4 }}
      spacing="lg"
      className={classes.list}
    >
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
    </SimpleGrid>
  )
}
