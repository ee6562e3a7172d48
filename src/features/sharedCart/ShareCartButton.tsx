import { ShareLinkButton } from '../../components/ShareLinkButton';
import { shop } from '../../config/shop';
import { useAppStore } from '../../lib/hooks';
import { selectCartItems } from '../cart/cartSlice';
import { sharedCartUrl } from './sharedCartCodec';

const toasts = {
  shared: 'Tautan keranjang sudah dibagikan.',
  copied: 'Tautan keranjang disalin. Tempel di chat untuk mengirimnya.',
} as const;

/** 'Bagikan keranjang': the cart as a link for someone else to open (the one who pays, a friend). */
export function ShareCartButton() {
  const store = useAppStore();
  const link = () => ({
    url: sharedCartUrl(window.location.origin, selectCartItems(store.getState())),
    title: `Keranjang ${shop.name}`,
    text: `Ini keranjang belanjaku di ${shop.name}:`,
  });
  return <ShareLinkButton label="Bagikan keranjang" link={link} toasts={toasts} />;
}
