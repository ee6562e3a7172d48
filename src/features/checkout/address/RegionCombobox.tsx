import { flushSync } from 'react-dom';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Field } from '../../../components/form/Field';
import { Input } from '../../../components/form/controls';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatNumber } from '../../../lib/formatPrice';
import { touchTarget } from '../../../styles/touchTarget';
import type { Region } from './addressTypes';
import { exactRegion, searchRegions, type RegionIndex } from './regionSearch';

const nothing: Region[] = [];

/** Options in the popup at once: a kecamatan's 400 villages stay quick to show and to scroll. */
export const MAX_SHOWN = 50;

interface RegionComboboxProps {
  label: string;
  required?: boolean;
  /** The level's list; undefined while it loads (or before the level above is chosen). */
  index: RegionIndex | undefined;
  /** The level above is not chosen yet: says which in the placeholder. */
  waitingFor?: string;
  value: Region | null;
  onSelect: (region: Region | null) => void;
  error?: string;
  inputRef: (node: HTMLInputElement | null) => void;
}

/**
 * One level of the address (remounted when the level above changes, which drops her typing): a text box that filters its list as the shopper types, with the list
 * in a popup (the WAI-ARIA 1.2 combobox pattern, list autocomplete without automatic selection).
 * Only an option picked from the list is a choice: typed text that names no option is kept on
 * screen but chooses nothing (the form says so on sending), unless it is exactly one option's name.
 */
export function RegionCombobox({ label, required, index, waitingFor, value, onSelect, error, inputRef }: RegionComboboxProps) {
  const listId = useId();
  // What she has typed since the last choice; null shows the chosen region's name.
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = draft ?? value?.name ?? '';
  const disabled = waitingFor !== undefined;

  // The whole list when the box shows the choice (opening it shows every option, not just that one).
  const matches = useMemo(() => (index ? searchRegions(index, draft ?? '', MAX_SHOWN) : undefined), [index, draft]);
  const shown = matches?.shown ?? nothing;
  const expanded = open && shown.length > 0;
  // While she types, the first match is the highlighted one: Enter (a phone's Go key) or Tab takes it.
  const highlighted = active >= 0 ? active : draft?.trim() && shown.length > 0 ? 0 : -1;
  const optionId = (at: number) => `${listId}-${at}`;

  useEffect(() => {
    if (!expanded || highlighted < 0) return;
    document.getElementById(optionId(highlighted))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on listId only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, highlighted]);

  const choose = (region: Region) => {
    setDraft(null);
    setOpen(false);
    setActive(-1);
    if (region.code !== value?.code) onSelect(region);
  };

  const type = (next: string) => {
    setDraft(next);
    setOpen(true);
    setActive(-1);
    if (value) onSelect(null);
  };

  const openAt = (at: number) => {
    setOpen(true);
    setActive(at);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) return setOpen(true);
        // The first arrow goes to the first option, the one Enter would take anyway.
        if (!open || active < 0) return openAt(last >= 0 ? 0 : -1);
        return setActive(active >= last ? 0 : active + 1);
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) return setOpen(false);
        if (!open || active < 0) return openAt(last);
        return setActive(active <= 0 ? last : active - 1);
      case 'Home':
      case 'End':
        // With an option in focus, to the list's ends; otherwise the caret moves in the text.
        if (!expanded || highlighted < 0) return;
        event.preventDefault();
        return setActive(event.key === 'Home' ? 0 : last);
      case 'Tab': {
        // Chosen before the browser moves focus, so the level below is enabled by then and Tab
        // lands on it instead of skipping it (flushSync: the DOM changes within this keydown).
        const pick = draft?.trim() && index ? (exactRegion(index, draft) ?? (expanded ? shown[highlighted] : undefined)) : undefined;
        if (!event.shiftKey && pick) flushSync(() => choose(pick));
        return;
      }
      case 'Enter':
        if (expanded && highlighted >= 0 && shown[highlighted]) {
          event.preventDefault();
          choose(shown[highlighted]);
        } else if (open) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setDraft(null);
          if (value) onSelect(null);
        }
        return;
      default:
        return;
    }
  };

  const onBlur = () => {
    setOpen(false);
    setActive(-1);
    if (draft === null || !index) return;
    const exact = exactRegion(index, draft);
    if (exact) choose(exact);
    else if (!draft.trim()) setDraft(null);
  };

  // Plain elements styled by the list (no component per option): 50 of them re-render per key.
  const chosenCode = value?.code;
  const options = useMemo(
    () =>
      shown.map((region, at) => (
        <li key={region.code} id={`${listId}-${at}`} role="option" aria-selected={at === highlighted} data-at={at}>
          {region.name}
          {region.code === chosenCode && <span aria-hidden="true"> ✓</span>}
        </li>
      )),
    [shown, highlighted, chosenCode, listId],
  );
  // One handler for the list, reading the option from the element: the options hold no closures
  // (memoized ones would call an older render's onSelect, with an older address).
  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    const at = Number((event.target as Element).closest('[data-at]')?.getAttribute('data-at'));
    if (Number.isInteger(at) && shown[at]) choose(shown[at]);
  };

  const more = matches ? matches.total - shown.length : 0;
  const note = !open
    ? null
    : !matches
      ? 'Memuat daftar…'
      : matches.total === 0
        ? `Tidak ada yang cocok dengan "${draft?.trim()}". Periksa ejaannya atau ketik sebagian saja.`
        : more > 0
          ? `${formatNumber(more)} lagi cocok. Ketik untuk mempersempit…`
          : null;

  return (
    <Field label={label} required={required} error={error}>
      {(control) => (
        <Anchor>
          <ComboInput
            {...control}
            ref={inputRef}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            disabled={disabled}
            placeholder={disabled ? `Pilih ${waitingFor} dulu` : 'Ketik atau pilih'}
            value={text}
            onChange={(event) => type(event.target.value)}
            onClick={() => setOpen((previous) => !previous)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
          <Chevron aria-hidden="true">▾</Chevron>
          <Popup hidden={!open}>
            {/* The keys are the text box's (aria-activedescendant): neither the list nor an option takes focus. */}
            <List
              id={listId}
              role="listbox"
              aria-label={label}
              hidden={!expanded}
              // Keeps focus in the text box, so the pick is the only thing a tap does.
              onMouseDown={(event) => event.preventDefault()}
              onClick={onListClick}
            >
              {options}
            </List>
            {note && <Note>{note}</Note>}
          </Popup>
          <VisuallyHidden role="status">{open && matches ? `${formatNumber(matches.total)} pilihan` : ''}</VisuallyHidden>
        </Anchor>
      )}
    </Field>
  );
}

const Anchor = styled.div`
  position: relative;
`;

const ComboInput = styled(Input)`
  padding-right: 40px;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Chevron = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  width: 40px;
  height: ${touchTarget};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Popup = styled.div`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: min(50vh, 320px);
  overflow-y: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[hidden] {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 4px 0;
  list-style: none;

  &[hidden] {
    display: none;
  }

  & > li {
    min-height: ${touchTarget};
    padding: 11px 12px;
    line-height: 22px;
    cursor: pointer;
    /* The popup shows ~7 of the 50: the rest are laid out and painted only when scrolled to. */
    content-visibility: auto;
    contain-intrinsic-size: auto ${touchTarget};
  }

  & > li:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  & > li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  & > li > span {
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 10px 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  [hidden] + & {
    border-top: 0;
  }
`;
