export { StorageList } from './StorageList'
