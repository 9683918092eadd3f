import type { ComponentType } from 'react'
import type { WriterComponentName } from './index'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each component has its own props
type Load = () => Promise<ComponentType<any>>

/**
 * Where the code of each writer component is: every component in
 * components/mdx/index.ts, and only those (TypeScript stops the build when one
 * is missing here or not in the map). Each is its own chunk, loaded when a page
 * that uses it is shown, or ahead once the first page is idle
 * (components/MdxContent/preload.ts).
 */
export const componentLoaders: Record<WriterComponentName, Load> = {
  AboutBlock: () => import('../AboutBlock').then((m) => m.AboutBlock),
  ApproachSteps: () => import('../ApproachSteps').then((m) => m.ApproachSteps),
  CatalogueEntry: () => import('../CatalogueEntry').then((m) => m.CatalogueEntry),
  ContactPanel: () => import('../ContactPanel').then((m) => m.ContactPanel),
  CtaBanner: () => import('../CtaBanner').then((m) => m.CtaBanner),
  FAQ: () => import('../FAQ').then((m) => m.FAQ),
  Hero: () => import('../Hero').then((m) => m.Hero),
  IndustriesGrid: () => import('../IndustriesGrid').then((m) => m.IndustriesGrid),
  OfficeMap: () => import('../OfficeMap').then((m) => m.OfficeMap),
  Offices: () => import('../ContactInfo').then((m) => m.Offices),
  PageHeader: () => import('../PageHeader').then((m) => m.PageHeader),
  PageLinks: () => import('../PageLinks').then((m) => m.PageLinks),
  Section: () => import('../Section').then((m) => m.Section),
  ServiceDetails: () => import('../ServiceDetails').then((m) => m.ServiceDetails),
  ServicesGrid: () => import('../ServicesGrid').then((m) => m.ServicesGrid),
  StatsBlock: () => import('../StatsBlock').then((m) => m.StatsBlock),
  Testimonials: () => import('../Testimonials').then((m) => m.Testimonials),
  TextWithImage: () => import('../TextWithImage').then((m) => m.TextWithImage),
  ValuesGrid: () => import('../ValuesGrid').then((m) => m.ValuesGrid),
}
