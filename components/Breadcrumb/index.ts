export { Breadcrumb, CurrentPath, listTrail, type Crumb } from './Breadcrumb'
