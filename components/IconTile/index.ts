export { IconTile } from './IconTile'
