export { StockImage, photoUrl, type StockImageProps } from './StockImage'
export { PhotosContext } from './photos'
