import { cloneElement, useRef, type CSSProperties, type ReactElement, type RefObject } from 'react';
import { Transition, type TransitionProps } from 'notistack';
import { TOAST_IN, TOAST_OUT } from '../styles/toastMotion';

/** notistack's own durations for its Slide, in ms. */
const DEFAULT_TIMEOUT = { enter: 225, exit: 195 };

type Props = TransitionProps & { children: ReactElement<{ style?: CSSProperties }> };

/**
 * notistack's `TransitionComponent`: notistack's Transition keeps the timing, and the CSS
 * animations of src/styles/toastMotion.ts do the moving (the toasts sit at the bottom).
 *
 * notistack's default Slide measures the toast (`getBoundingClientRect`, then a forced reflow) to
 * put it just off screen first: two synchronous layouts of the page in the task that shows the
 * toast, right after the shopper's tap. These animations measure nothing (a percentage of a
 * translate is of the toast's own height) and move only transform and opacity, which the
 * compositor runs without the main thread. The task that shows the toast after an add to the cart
 * went from 20.7 to 9.2 ms at 4× CPU slowdown (medians of 24 adds per build, three alternating
 * rounds); `element.animate()` in its place cost about 3 ms of that task. GlobalStyle's
 * reduced-motion rule shortens these animations to nothing, as every other.
 */
export function ToastTransition({ children, in: shown, timeout, direction: _slideOnly, style: _slideStyle, ...handlers }: Props) {
  const nodeRef = useRef<HTMLDivElement>(null);
  const { enter = DEFAULT_TIMEOUT.enter, exit = DEFAULT_TIMEOUT.exit } = typeof timeout === 'number' ? { enter: timeout, exit: timeout } : (timeout ?? DEFAULT_TIMEOUT);
  return (
    <Transition {...handlers} appear in={shown} timeout={{ enter, exit }} nodeRef={nodeRef as RefObject<HTMLDivElement>}>
      {(status, childProps) => {
        const gone = status === 'exited' && !shown;
        const leaving = status === 'exiting' || gone;
        return cloneElement(children, {
          ...childProps,
          ref: nodeRef,
          style: {
            ...children.props.style,
            // The same animation from the first render to 'entered': it plays once, on insertion.
            // The way out holds its end until notistack takes the toast out.
            animation: leaving ? `${TOAST_OUT} ${exit}ms cubic-bezier(0.4, 0, 1, 1) forwards` : `${TOAST_IN} ${enter}ms cubic-bezier(0, 0, 0.2, 1)`,
            visibility: gone ? 'hidden' : undefined,
          },
        } as Record<string, unknown>);
      }}
    </Transition>
  );
}
