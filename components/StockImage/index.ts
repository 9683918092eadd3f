export { StockImage, IMAGE_HOST, photoUrl, type StockImageProps } from './StockImage'
