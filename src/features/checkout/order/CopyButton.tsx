import { SecondaryButton } from '../../../components/form/controls';
import { showToast } from '../../../lib/toast';
import { copyText } from '../../../lib/shareOrCopy';

interface Props {
  /** What is copied: a number or an amount, exactly as the bank app wants it typed. */
  text: string;
  /** The button's name: 'Salin nomor pesanan', 'Salin jumlah', 'Salin nomor rekening'. */
  label: string;
  /** Said in the toast once copied. */
  done: string;
  'aria-describedby'?: string;
}

/** Copies with a toast, as 'Bagikan keranjang' does; where copying is refused the toast shows the text to copy by hand. */
export function CopyButton({ text, label, done, ...rest }: Props) {
  const copy = async () => {
    const outcome = await copyText(text);
    if (outcome === 'copied') showToast(done, { variant: 'success' });
    else showToast(`Tidak bisa menyalin di browser ini. Salin manual: ${text}`, { variant: 'warning' });
  };
  return (
    <SecondaryButton type="button" onClick={() => void copy()} {...rest}>
      {label}
    </SecondaryButton>
  );
}
