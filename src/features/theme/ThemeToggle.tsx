import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { IconButton } from '../../components/IconButton';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { nextTask } from '../../lib/nextTask';
import { applyThemeToDocument } from './themeListeners';
import { selectIsDark, themeToggled } from './themeSlice';

export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const dark = useAppSelector(selectIsDark);
  // Three tasks, so that none is long on a cheap phone: the tap's own (its events and the
  // pressed look's frame), then the new colours (the page's restyle in the next frame), then the
  // store (this button's aria-pressed, the saved choice; its listener sets the same colours
  // again). With the colours in the tap's task, that task was the longest after a switch at 4×
  // CPU slowdown: 29.9 → 18.9 and 22.8 → 19.8 ms (medians of 23 taps, the two builds tapped in
  // turn in a noisy sitting), the colours a frame later at most (docs/performance.md). The next
  // colours are read off the page, which a tap before then has already turned.
  const toggle = () => {
    void nextTask()
      .then(() => {
        applyThemeToDocument(!document.documentElement.classList.contains('dark'));
        return nextTask();
      })
      .then(() => dispatch(themeToggled()));
  };
  return (
    <IconButton type="button" aria-pressed={dark} onClick={toggle}>
      <VisuallyHidden>Ganti tema</VisuallyHidden>
      <Icon width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path className="moon" d="M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z" fill="currentColor" />
        <g className="sun" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="12" r="4.2" />
          <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
        </g>
      </Icon>
    </IconButton>
  );
}

// The icon follows <html class="dark"> rather than the state, so a page's build-time preview
// (painted light) shows a dark shopper the moon too. The shape not shown is hidden, not taken out
// of the layout: swapping them by `display` laid out the header again on every switch. (Not
// ':root:not(.dark) &': stylis drops a space that follows ')'.)
const Icon = styled.svg`
  .moon,
  :root.dark & .sun {
    visibility: hidden;
  }
  :root.dark & .moon {
    visibility: visible;
  }
`;
