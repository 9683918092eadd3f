import { ThemeIcon } from '@mantine/core'
import {
  IconAward,
  IconBrain,
  IconBulb,
  IconChartBar,
  IconCloud,
  IconCode,
  IconDatabase,
  IconHeadset,
  IconMessages,
  IconPhoneCall,
  IconShieldLock,
  IconTargetArrow,
  IconUsersGroup,
  IconBriefcase,
  IconFileAnalytics,
  IconSettingsAutomation,
  type Icon,
} from '@tabler/icons-react'
import type { ServiceIcon as ServiceIconName, ValueIcon } from '../../content'

const icons: Record<ServiceIconName | ValueIcon, Icon> = {
  erp: IconDatabase,
  receptionist: IconHeadset,
  kpo: IconFileAnalytics,
  bpo: IconSettingsAutomation,
  chat: IconMessages,
  voice: IconPhoneCall,
  code: IconCode,
  cloud: IconCloud,
  data: IconChartBar,
  shield: IconShieldLock,
  ai: IconBrain,
  consulting: IconBriefcase,
  innovation: IconBulb,
  excellence: IconAward,
  collaboration: IconUsersGroup,
  impact: IconTargetArrow,
}

/** The icon a content file names, in a soft brand-coloured tile. */
export function ServiceIcon({ name }: { name: ServiceIconName | ValueIcon }) {
  const Icon = icons[name]
  return (
    <ThemeIcon size={48} radius="md" variant="light" aria-hidden="true">
      <Icon size={26} stroke={1.6} />
    </ThemeIcon>
  )
}
