import styled from 'styled-components';
import { useAppDispatch } from '../../lib/hooks';
import { media } from '../../styles/breakpoints';
import { problemMessages, type LineCheck, type LineFix } from './catalogChecks';
import { itemUpdated, quantityChanged } from './cartSlice';
import type { CartLine } from './cartTypes';
import { keyOf } from './lineKey';
import { touchTarget } from '../../styles/touchTarget';

/**
 * What the catalogue says about a line, that it can still be ordered ('perlu dikonfirmasi'), and
 * the one-tap fixes beside it. Each fix is one cart event, so a recorded log replays it. Removing
 * is the line's own 'Hapus' button, named in the text when it is the only fix.
 */
export function LineNotice({ line, check }: { line: CartLine; check: LineCheck }) {
  const dispatch = useAppDispatch();
  if (!check.needsConfirmation) return null;
  const key = keyOf(line);
  const apply = (fix: LineFix, button: HTMLElement) => {
    keepFocusInLine(button);
    if (fix.kind === 'acceptPrice') dispatch(itemUpdated({ ...key, changes: { price: fix.price } }));
    if (fix.kind === 'lowerQuantity') dispatch(quantityChanged({ ...key, quantity: fix.quantity }));
  };
  const pickSize = (size: string, button: HTMLElement) => {
    keepFocusInLine(button);
    dispatch(itemUpdated({ ...key, changes: { selectedSize: size } }));
  };
  const onlyRemove = check.fixes.length === 1 && check.fixes[0]!.kind === 'remove';
  return (
    <Notice $gone={check.problem === 'gone'}>
      <Text>
        {check.problem && <strong>{problemMessages[check.problem]} </strong>}
        {check.problem === 'gone'
          ? 'Tetap bisa dipesan: perlu dikonfirmasi toko lewat WhatsApp.'
          : `${onlyRemove ? 'Hapus barisnya, atau pesan' : 'Perbaiki di sini, atau pesan'} apa adanya: perlu dikonfirmasi toko.`}
      </Text>
      {check.fixes.some((fix) => fix.kind !== 'remove') && (
        <Fixes>
          {check.fixes.map((fix) => {
            if (fix.kind === 'acceptPrice' || fix.kind === 'lowerQuantity')
              return (
                <FixButton key={fix.kind} type="button" data-line-fix onClick={(event) => apply(fix, event.currentTarget)}>
                  {fix.kind === 'acceptPrice' ? 'Pakai harga baru' : `Ubah jumlah jadi ${fix.quantity}`}
                </FixButton>
              );
            if (fix.kind === 'pickSize')
              return (
                <SizeChoices key={fix.kind} role="group" aria-label="Ganti ukuran">
                  <SizeLabel aria-hidden="true">Ganti ukuran:</SizeLabel>
                  {fix.sizes.map((size) => (
                    <FixButton key={size} type="button" data-line-fix aria-label={`Ganti ke ukuran ${size}`} onClick={(event) => pickSize(size, event.currentTarget)}>
                      {size}
                    </FixButton>
                  ))}
                </SizeChoices>
              );
            return null;
          })}
        </Fixes>
      )}
    </Notice>
  );
}

/**
 * A fix takes its own button away (and a new size re-keys the row): focus stays in the same
 * place of the list, on the line's next fix or else its checkbox, instead of the page's top.
 */
function keepFocusInLine(button: HTMLElement): void {
  const list = button.closest('ul');
  const row = button.closest('li');
  if (!list || !row) return;
  const index = Array.prototype.indexOf.call(list.children, row);
  setTimeout(() => {
    if (document.activeElement && document.activeElement !== document.body && document.contains(document.activeElement)) return;
    const target = list.children[Math.min(index, list.children.length - 1)];
    (target?.querySelector<HTMLElement>('[data-line-fix]') ?? target?.querySelector<HTMLElement>('input[type="checkbox"]'))?.focus();
  }, 0);
}

const Notice = styled.div<{ $gone: boolean }>`
  display: grid;
  gap: 8px;
  padding: 8px 10px;
  border-left: 4px solid ${({ theme, $gone }) => ($gone ? theme.colors.focus : theme.colors.sale)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
`;

const Text = styled.p`
  margin: 0;
`;

const Fixes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const SizeChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
`;

// On a phone the label takes its own line, so the sizes wrap as one even row beneath it.
const SizeLabel = styled.span`
  flex-basis: 100%;

  ${media.tablet} {
    flex-basis: auto;
  }
`;

const FixButton = styled.button`
  min-height: ${touchTarget};
  min-width: ${touchTarget};
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
`;
