export { ReadingPaths, type ReadingPathsProps } from './ReadingPaths'
