import { saleImage } from '../../config/saleImage';
import { assetResolver, catalogFileUrl } from './catalogUrl';

/** The sale picture's address where the catalogue is served: a path on this origin, else the bucket's URL. */
export const salePictureSrc = (): string => assetResolver(catalogFileUrl('manifest.json'))(saleImage.src);
