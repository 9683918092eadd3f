import {
  IconDatabase,
  IconHeadset,
  IconMessages,
  IconPhoneCall,
  IconBriefcase,
  IconFileAnalytics,
  IconSettingsAutomation,
  type Icon,
} from '@tabler/icons-react'
import type { ServiceIcon as ServiceIconName } from '#content/schemas'
import { IconTile } from '#components/IconTile'

const icons: Record<ServiceIconName, Icon> = {
  erp: IconDatabase,
  receptionist: IconHeadset,
  kpo: IconFileAnalytics,
  bpo: IconSettingsAutomation,
  chat: IconMessages,
  voice: IconPhoneCall,
  consulting: IconBriefcase,
}

/** The icon content/services.yaml names for a service, in a soft brand-coloured tile. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return <IconTile icon={icons[name]} />
}
