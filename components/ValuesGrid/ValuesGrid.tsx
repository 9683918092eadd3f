import { Text, Title } from '@mantine/core'
import { valuesIn } from '#content/values'
import {
  IconAward,
  IconBulb,
  IconTargetArrow,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react'
import type { ValueIcon as ValueIconName } from '#content/schemas'
import { IconTile } from '#components/IconTile'
import { AutoGrid } from '#components/AutoGrid'
import classes from './ValuesGrid.module.css'
import { useLanguage } from '#components/Language'

const icons: Record<ValueIconName, Icon> = {
  innovation: IconBulb,
  excellence: IconAward,
  collaboration: IconUsersGroup,
  impact: IconTargetArrow,
}

/** The company's values with their descriptions (content/values.yaml). */
export function ValuesGrid() {
  const values = valuesIn(useLanguage())
  return (
    <AutoGrid as="ul" min="13rem" cols={4}>
      {values.map((value) => (
        <li key={value.title} className={classes.card}>
          <IconTile icon={icons[value.icon]} />
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
