/**
 * Where a component's photo may come from: the one stock host the CSP allows, or the repository
 * (named by its path from the project root). No Node imports: the browser editor reads this too.
 */
export const PHOTO_FOLDER = 'content/images/'
export const STOCK_HOST = 'https://images.unsplash.com/'
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif']
