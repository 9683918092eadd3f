/**
 * Where a component's photo may come from (no Node imports: the browser
 * editor reads this too). A stock photo's address from the one photo host
 * the site's Content-Security-Policy allows, or a photo kept in the
 * repository, named by its path from the project root.
 */
export const PHOTO_FOLDER = 'content/images/'
export const STOCK_HOST = 'https://images.unsplash.com/'
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif']
