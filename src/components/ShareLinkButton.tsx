import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Input, SecondaryButton } from './form/controls';
import { shareOrCopy } from '../lib/shareOrCopy';
import { showToast } from '../lib/toast';

export interface ShareLink {
  url: string;
  /** The share sheet's title (some apps show it above the message). */
  title: string;
  /** The line the message starts with, before the link. */
  text: string;
}

interface Props {
  label: string;
  /** Made when pressed: the cart's link is its lines at that moment. */
  link: () => ShareLink;
  toasts: { shared: string; copied: string };
}

/**
 * A button that hands a link to the phone's share sheet, or copies it where there is none, and
 * says which in a toast. When neither works (no clipboard permission), the link is shown in a
 * field to copy by hand: the shopper's next step is to copy from it, so it is selected.
 */
export function ShareLinkButton({ label, link, toasts }: Props) {
  const [manualUrl, setManualUrl] = useState<string | null>(null);
  const manualField = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  useEffect(() => manualField.current?.select(), [manualUrl]);
  const share = async () => {
    const shared = link();
    const outcome = await shareOrCopy(shared);
    if (outcome === 'shared' || outcome === 'copied') {
      setManualUrl(null);
      showToast(toasts[outcome], { variant: 'success' });
    } else if (outcome === 'failed') {
      setManualUrl(shared.url);
    }
  };
  return (
    <div>
      <SecondaryButton type="button" onClick={() => void share()}>
        {label}
      </SecondaryButton>
      {manualUrl && (
        <Manual>
          <label htmlFor={fieldId}>Tautan tidak bisa disalin otomatis. Salin tautan ini:</label>
          <Input id={fieldId} readOnly value={manualUrl} ref={manualField} onFocus={(event) => event.currentTarget.select()} />
        </Manual>
      )}
    </div>
  );
}

const Manual = styled.p`
  display: grid;
  gap: 6px;
  margin: 8px 0 0;
  font-size: 14px;
`;
