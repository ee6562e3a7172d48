import { saleImage } from '../../config/saleImage';
import { assetResolver, catalogFileUrl } from './catalogUrl';

/** The sale picture's src and srcset where the catalogue is served (a path on this origin, else the bucket's URL). */
export function salePictureSources(): { src: string; srcSet: string } {
  const resolve = assetResolver(catalogFileUrl('manifest.json'));
  return {
    src: resolve(saleImage.src),
    srcSet: saleImage.srcSet
      .split(', ')
      .map((entry) => {
        const [file = '', width = ''] = entry.split(' ');
        return `${resolve(file)} ${width}`;
      })
      .join(', '),
  };
}
