export { TextWithImage, type TextWithImageProps } from './TextWithImage'
