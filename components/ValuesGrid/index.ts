export { ValuesGrid } from './ValuesGrid'
