/**
 * The one map of what a writer may use in MDX. A component that is not
 * listed here cannot appear on a page. Imports only: each component lives in
 * its own folder.
 */
import type { MDXComponents } from 'mdx/types'
import { AboutBlock } from '../AboutBlock'
import { ApproachSteps } from '../ApproachSteps'
import { ContactPanel } from '../ContactPanel'
import { FAQ } from '../FAQ'
import { IndustriesGrid } from '../IndustriesGrid'
import { OfficeMap } from '../OfficeMap'
import { Offices } from '../ContactInfo'
import { ServiceDetails } from '../ServiceDetails'
import { TextWithImage } from '../TextWithImage'
import { ValuesGrid } from '../ValuesGrid'
import { CtaBanner } from '../CtaBanner'
import { Hero } from '../Hero'
import { PageHeader } from '../PageHeader'
import { PageLinks } from '../PageLinks'
import { PageMeta } from '../PageMeta'
import { Section } from '../Section'
import { ServicesGrid } from '../ServicesGrid'
import { SmartLink } from '../SmartLink'
import { StatsBlock } from '../StatsBlock'
import { Testimonials } from '../Testimonials'

export const mdxComponents = {
  // Markdown elements
  a: SmartLink,
  // Components writers place on pages
  AboutBlock,
  ApproachSteps,
  ContactPanel,
  CtaBanner,
  FAQ,
  IndustriesGrid,
  OfficeMap,
  Offices,
  ServiceDetails,
  TextWithImage,
  ValuesGrid,
  Hero,
  PageHeader,
  PageLinks,
  Section,
  ServicesGrid,
  StatsBlock,
  Testimonials,
  // Added by the build from each page's front matter
  PageMeta,
} satisfies MDXComponents
