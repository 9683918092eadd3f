export { htmlOnlyNow, MdxContent } from './MdxContent'
export { loadComponents } from './loadComponents'
export { componentMarkers, componentsIn, toTree, type MdxNode } from './tree'
