import styled from 'styled-components';
import { saleImage } from '../../config/saleImage';
import { salePictureSrc } from './salePictureSrc';

/** A length of the picture's own 1200 × 800 drawing, as a share of its shown width or height. */
const across = (units: number) => `${(units / saleImage.width) * 100}%`;
const down = (units: number) => `${(units / saleImage.height) * 100}%`;
/** A font size or radius in the drawing's units, scaled with the picture (its box is a size container). */
const scaled = (units: number) => `${(units / saleImage.width) * 100}cqw`;

/**
 * Her sale picture with its figure: "Diskon hingga N%" and a tag "-N%", N being the largest
 * discount the catalogue gives (home.json's saleUpTo), laid over the picture as text. The picture
 * itself (scripts/catalog/salePicture/) carries no figure, so it can never promise a discount the shop
 * does not give; with nothing on sale, or before home.json is in, no figure shows. The text is
 * absolutely placed in the picture's box: arriving later, it moves nothing.
 */
export function SalePicture({ saleUpTo }: { saleUpTo?: number }) {
  return (
    <Frame>
      <img src={salePictureSrc()} width={saleImage.width} height={saleImage.height} alt={saleImage.alt} fetchPriority="high" loading="eager" />
      {saleUpTo ? (
        <>
          <Line>Diskon hingga {saleUpTo}%</Line>
          <Tag aria-hidden="true">-{saleUpTo}%</Tag>
        </>
      ) : null}
    </Frame>
  );
}

const Frame = styled.span`
  position: relative;
  display: block;
  container-type: inline-size;
  /* The drawing's own colours, in both themes. */
  color: #1d1a17;
  font-weight: 800;
  line-height: 1;
  white-space: nowrap;

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/** Where the picture left room: x 80, baseline 470, 52 units high (scripts/catalog/salePicture/renderSalePicture.ts). */
const Line = styled.span`
  position: absolute;
  left: ${across(80)};
  top: ${down(470 - 52 * 0.8)};
  font-size: ${scaled(52)};
`;

/** The tag: 190 × 110 at (930, 90), turned -12° about (1000, 150), with a hole punched at its left. */
const Tag = styled.span`
  position: absolute;
  left: ${across(930)};
  top: ${down(90)};
  width: ${across(190)};
  height: ${down(110)};
  display: flex;
  align-items: center;
  justify-content: center;
  padding-left: ${scaled(40)};
  box-sizing: border-box;
  border-radius: ${scaled(18)};
  background: radial-gradient(circle at ${scaled(25)} 50%, #a63f1c ${scaled(10)}, transparent ${scaled(10.5)}), #e8b04a;
  font-size: ${scaled(50)};
  transform: rotate(-12deg);
  transform-origin: ${((1000 - 930) / 190) * 100}% ${((150 - 90) / 110) * 100}%;
`;
